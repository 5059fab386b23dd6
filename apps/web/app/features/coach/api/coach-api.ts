import { useQuery } from '@tanstack/react-query';
import type {
  AccessResponse,
  CoachFormValues,
  CoachModel,
  CoachResponse,
  CoachUsage,
  PaymentIntentResponse,
  PaymentVerificationResponse,
} from '@ai4n/shared';
import { apiRequest } from '../../../lib/api-client';

export const useCoachModels = () =>
  useQuery({
    queryKey: ['coach', 'models'],
    queryFn: async () => (await apiRequest<{ models: CoachModel[] }>('/prompts/meta/models', { auth: false })).models,
  });

/** The visitor's trial or credits; sends the stored token, so it also re-verifies a stored session. */
export const useCoachUsage = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['coach', 'usage', token],
    queryFn: () => apiRequest<CoachUsage>('/coach/usage'),
    enabled,
    retry: false,
    meta: { persist: false },
  });

/** The composed prompt (for models and the spec) and the fields, which the offline check grades one by one. */
export const analyzePrompt = (prompt: string, model: string | undefined, fields: CoachFormValues) =>
  apiRequest<CoachResponse | string>('/prompts/gemini-coach', { method: 'POST', body: { prompt, model, fields } });

export const verifyAccess = (email: string, accessCode: string) =>
  apiRequest<AccessResponse>('/users/verify-access', { method: 'POST', body: { email, accessCode }, auth: false });

export const createPaymentIntent = (email: string) =>
  apiRequest<PaymentIntentResponse>('/users/payment-intent', { method: 'POST', body: { email }, auth: false });

export const confirmTestPayment = (body: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }) =>
  apiRequest<{ status: 'succeeded' | 'failed' | 'processing'; message?: string }>('/payments/test-mode/confirm', {
    method: 'POST',
    body,
    auth: false,
  });

/**
 * Sends the stored token: a signed-in owner paying for their own account stays signed in; anyone
 * else gets 'credits added' and signs in with the account's access code.
 */
export const verifyPayment = (email: string, clientSecret: string) =>
  apiRequest<PaymentVerificationResponse>('/users/verify-payment', { method: 'POST', body: { email, clientSecret } });

/** Ends the stored token's session on the server. */
export const signOutSession = () => apiRequest<void>('/users/sign-out', { method: 'POST' });
