import { DeckBuilder } from '../components/deck-builder';

export function CreateDeckPage() {
  return <DeckBuilder />;
}
