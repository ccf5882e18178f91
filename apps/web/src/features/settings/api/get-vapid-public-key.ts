import { VapidPublicKeyResponseSchema } from '@revisely/contracts';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';

export async function fetchVapidPublicKey(): Promise<string> {
  const response = await sendRequest('GET', '/api/push/vapid-public-key');
  await throwIfNotOk(response);
  const parsed = VapidPublicKeyResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error('The server sent no push key');
  return parsed.data.publicKey;
}
