import { generateCards } from '../card-generator/builtin-card-generator.js';
import { cleanOcrText, warmUpNlp } from '../nlp/index.js';
import { summariseNotes } from '../summariser/builtin-summariser.js';
import type { NlpResult, NlpTaskMessage } from './nlp-task.js';

// Each thread loads the wink model once, when it starts, so no request pays ~300 ms for it.
warmUpNlp();

/** Worker-thread entry for NlpPool (piscina calls the default export once per job). */
export default function runNlpTask({ task, started }: NlpTaskMessage): NlpResult {
  started.postMessage('started');
  started.close();
  switch (task.kind) {
    case 'summarise':
      return summariseNotes(task.input);
    case 'cards':
      return generateCards(task.input);
    case 'clean':
      return cleanOcrText(task.text);
    case 'warm':
      return null;
  }
}
