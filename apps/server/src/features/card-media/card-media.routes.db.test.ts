import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3Clip, mp4Clip, oggOpusClip, webmClip } from '../../../test/audio-fixtures.js';
import { multipart, TINY_PNG } from '../../../test/fixtures.js';
import { phoneJpegWithGps, pixelBombPng } from '../../../test/image-fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { detectAudioType } from '../../core/audio-type.js';
import { CLIP_TOO_LONG, CLIP_UNREADABLE } from './card-media.service.js';

let t: TestContext;
let alice: { token: string };
let bob: { token: string };

/** A 10 s clip as Chromium's MediaRecorder writes it (a live WebM stream) and one as Safari does (M4A). */
const WEBM = webmClip(10);
const MP4 = mp4Clip(10, { fragmented: true });

const upload = (token: string, kind: string, data: Buffer, type = 'application/octet-stream') => {
  const body = multipart([
    { name: 'kind', value: kind },
    { name: 'file', file: { data, filename: 'media.bin', type } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/flashcards/media',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const uploadId = async (token: string, kind: string, data: Buffer) => {
  const res = await upload(token, kind, data);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
};
const fileStatus = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(token) })).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

describe('POST /api/flashcards/media', () => {
  it('stores an image without its EXIF (GPS) and serves it to its owner only', async () => {
    const id = await uploadId(alice.token, 'image', await phoneJpegWithGps());
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(alice.token) });
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(await fileStatus(bob.token, id)).toBe(404);
  });

  it('refuses a pixel bomb, a file that is not an image, and a missing file or bad kind', async () => {
    expect((await upload(alice.token, 'image', pixelBombPng())).statusCode).toBe(422);
    const notImage = await upload(alice.token, 'image', Buffer.from('just some text, not a picture at all'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({ error: 'Unsupported File Type: Please upload a JPEG, PNG or WEBP image.' });
    expect((await upload(alice.token, 'video', TINY_PNG)).json()).toEqual({ error: 'kind must be image or audio' });
    const empty = multipart([{ name: 'kind', value: 'image' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/media',
      headers: { ...bearer(alice.token), ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/flashcards/media', ...empty });
    expect(anon.statusCode).toBe(401);
  });

  it('stores WebM and MP4 clips by their content, refusing non-audio and clips over 1 MB', async () => {
    const webm = await uploadId(alice.token, 'audio', WEBM);
    const mp4 = await uploadId(alice.token, 'audio', MP4);
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${webm}`, headers: bearer(alice.token) });
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(res.rawPayload.equals(WEBM)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${mp4}`, headers: bearer(alice.token) })).headers[
        'content-type'
      ],
    ).toBe('audio/mp4');
    const png = await upload(alice.token, 'audio', TINY_PNG);
    expect(png.statusCode).toBe(415);
    const big = Buffer.concat([WEBM, Buffer.alloc(1_100_000)]);
    const tooBig = await upload(alice.token, 'audio', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'File Too Large: Voice clips must be smaller than 1MB.' });
  });

  it('accepts clips up to 30 s in every format and refuses longer or unreadable ones (422)', async () => {
    for (const clip of [webmClip(30), mp4Clip(25), oggOpusClip(10), mp3Clip(10), webmClip(30.6)]) {
      expect((await upload(alice.token, 'audio', clip)).statusCode).toBe(201);
    }
    for (const clip of [webmClip(40), mp4Clip(40, { fragmented: true }), oggOpusClip(31.5), mp3Clip(40)]) {
      const res = await upload(alice.token, 'audio', clip);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: CLIP_TOO_LONG });
    }
    expect(CLIP_TOO_LONG).toBe('Clip Too Long: Voice clips can be at most 30 seconds.');
    // The right first bytes, then nothing a player could time.
    const corrupt = Buffer.concat([WEBM.subarray(0, 40), Buffer.alloc(500, 0x11)]);
    const unreadable = await upload(alice.token, 'audio', corrupt);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toEqual({ error: CLIP_UNREADABLE });
    // A Duration element claiming 2 s does not hide 40 s of blocks.
    expect((await upload(alice.token, 'audio', webmClip(40, { declaredMs: 2000 }))).statusCode).toBe(422);
  });

  it('recognises clips by their first bytes only', () => {
    expect(detectAudioType(WEBM)).toBe('audio/webm');
    expect(detectAudioType(MP4)).toBe('audio/mp4');
    expect(detectAudioType(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('OpusHead')]))).toBe(
      'audio/ogg',
    );
    expect(detectAudioType(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)]))).toBe('audio/mpeg');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(8),
    ]);
    expect(detectAudioType(heic)).toBeNull();
    expect(detectAudioType(TINY_PNG)).toBeNull();
  });
});

describe('cards with images and clips', () => {
  const createDeck = (token: string, cards: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(token),
      payload: { name: 'Media deck', cards },
    });

  it('accepts the caller’s own media and refuses another user’s file or the wrong kind', async () => {
    const image = await uploadId(alice.token, 'image', TINY_PNG);
    const clip = await uploadId(alice.token, 'audio', WEBM);
    const ok = await createDeck(alice.token, [
      { front: 'Heart', back: 'Pumps blood', front_image_id: image, back_image_id: image, audio_id: clip },
    ]);
    expect(ok.statusCode).toBe(201);
    const card = ok.json<{ cards: { front_image_id: string; back_image_id: string; audio_id: string }[] }>().cards[0];
    expect(card).toMatchObject({ front_image_id: image, back_image_id: image, audio_id: clip });

    const list = await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer(alice.token) });
    const listed = list.json<{ id: string; cover_image_id: string | null }[]>();
    expect(listed.find((d) => d.id === ok.json<{ id: string }>().id)?.cover_image_id).toBe(image);

    const theirs = await createDeck(bob.token, [{ front: 'a', back: 'b', front_image_id: image }]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Card image or voice clip not found' });
    expect((await createDeck(alice.token, [{ front: 'a', back: 'b', audio_id: image }])).statusCode).toBe(404);
    expect((await createDeck(alice.token, [{ front: 'a', back: 'b', front_image_id: 'nope' }])).statusCode).toBe(404);
    expect((await createDeck(alice.token, [{ front: 'a', back: 'b', front_image_id: 5 }])).statusCode).toBe(400);
  });

  it('deletes replaced and removed media after an edit, and all media with the card or deck', async () => {
    // Media not uploaded before: the same bytes would be one file (stored once per content), and
    // a file an upload just returned again is kept for the card that upload is for.
    const png = (n: number) => Buffer.concat([TINY_PNG, Buffer.from([n])]);
    const [first, second, clip, other] = [
      await uploadId(alice.token, 'image', png(1)),
      await uploadId(alice.token, 'image', png(2)),
      await uploadId(alice.token, 'audio', mp4Clip(12, { fragmented: true })),
      await uploadId(alice.token, 'image', png(3)),
    ];
    const deck = (
      await createDeck(alice.token, [
        { front: 'One', back: 'Uno', front_image_id: first, audio_id: clip },
        { front: 'Two', back: 'Dos', back_image_id: other },
      ])
    ).json<{ id: string; cards: { id: string }[] }>();
    const [one, two] = deck.cards;

    const add = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/decks/${deck.id}/cards`,
      headers: bearer(alice.token),
      payload: { front_text: 'Three', back_text: 'Tres', front_image_id: 'someone-elses' },
    });
    expect(add.statusCode).toBe(404);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/flashcards/${one!.id}`,
      headers: bearer(alice.token),
      payload: { front_image_id: second, audio_id: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ front_image_id: second, audio_id: null, front_text: 'One' });
    expect(await fileStatus(alice.token, first)).toBe(404);
    expect(await fileStatus(alice.token, clip)).toBe(404);
    expect(await fileStatus(alice.token, second)).toBe(200);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/flashcards/${two!.id}`,
      headers: bearer(alice.token),
    });
    expect(del.statusCode).toBe(200);
    expect(await fileStatus(alice.token, other)).toBe(404);

    await t.app.inject({ method: 'DELETE', url: `/api/flashcards/decks/${deck.id}`, headers: bearer(alice.token) });
    expect(await fileStatus(alice.token, second)).toBe(404);
  });
});
