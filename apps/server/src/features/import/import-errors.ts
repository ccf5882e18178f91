import { IMPORT_MAX_CARDS } from '@revisely/contracts';
import { HttpError } from '../../core/http-error.js';

/** Every refusal of a file the import can give, worded for the student. */
export const IMPORT_ERRORS = {
  tooLarge: 'File too large: an import can be at most 100MB.',
  noFile: 'Choose a file to import (.apkg, .colpkg, .csv, .tsv or .txt).',
  unknownFormat: 'Unsupported file: import an Anki package (.apkg, .colpkg) or a CSV, TSV or text file.',
  notZip: 'This file is not a valid Anki package (it is not a zip file). Export it again from Anki.',
  noCollection: 'This zip file holds no Anki collection. Export it again from Anki as a deck package (.apkg).',
  duplicateNames: 'This package is damaged: it has two files with the same name. Export it again from Anki.',
  corrupt: "The Anki collection in this file is damaged and can't be read. Export it again from Anki.",
  tooBig: 'This package unpacks to more than the import allows. Export fewer decks at a time.',
  tooManyCards: `This file holds more than ${IMPORT_MAX_CARDS.toLocaleString('en-GB')} cards. Split it and import the parts.`,
  empty: 'No cards were found in this file.',
  notText: "This file isn't readable text. Save it as UTF-8 CSV or plain text and try again.",
  deckNotFound: 'Deck not found',
  textTooBig: 'This file is too large to read as cards. Split it and import the parts.',
  busy: 'Imports are busy right now. Please try again in a minute.',
  oneAtATime: 'Your previous import is still running. Wait for it to finish, then try again.',
  tooSlow:
    'This file took too long to read, so the server stopped. Export fewer decks at a time (or split the file) and import the parts.',
} as const;

export const importError = (status: number, message: string) => new HttpError(status, message);
