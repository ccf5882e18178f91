import { DueReviewResponseSchema, StudyCardSchema, type DueReviewResponse, type StudyCard } from '@revisely/contracts';

const CountsSchema = DueReviewResponseSchema.omit({ cards: true });

const cardJson = new WeakMap<StudyCard, string>();
const queueJson = new WeakMap<DueReviewResponse, string>();

/**
 * The due queue as JSON, each part validated against its schema once. A review updates the cached
 * queue in place (ADR 0028), so most responses are a new object holding the same card objects:
 * each card is validated and stringified once, not once per response (that was a tenth of the
 * server's CPU in the study mix). The same JSON as `JSON.stringify(DueReviewResponseSchema.parse(q))`.
 * Only for objects never mutated after they are built.
 */
export function dueQueueJson(queue: DueReviewResponse): string {
  let json = queueJson.get(queue);
  if (json !== undefined) return json;
  const cards = queue.cards.map((card) => {
    let one = cardJson.get(card);
    if (one === undefined) {
      one = JSON.stringify(StudyCardSchema.parse(card));
      cardJson.set(card, one);
    }
    return one;
  });
  const counts = JSON.stringify(
    CountsSchema.parse({
      newCards: queue.newCards,
      learningCards: queue.learningCards,
      reviewCards: queue.reviewCards,
    }),
  );
  json = `{"cards":[${cards.join(',')}],${counts.slice(1)}`;
  queueJson.set(queue, json);
  return json;
}
