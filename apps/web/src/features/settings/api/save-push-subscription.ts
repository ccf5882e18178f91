import { errorFromResponse, sendRequest } from '@/lib/api-client';

export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  const response = await sendRequest('POST', '/api/user/push-subscriptions', subscription);
  if (!response.ok) throw await errorFromResponse(response, 'Could not turn on notifications');
}
