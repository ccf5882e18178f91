import { errorFromResponse, sendRequest } from '@/lib/api-client';

export async function deletePushSubscription(endpoint: string): Promise<void> {
  const response = await sendRequest('DELETE', '/api/user/push-subscriptions', { endpoint });
  if (!response.ok) throw await errorFromResponse(response, 'Could not turn off notifications');
}
