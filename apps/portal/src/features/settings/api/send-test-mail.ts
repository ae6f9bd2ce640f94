import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TestMailResultSchema, type TestMailResult } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

/**
 * POST /api/v1/system/test-mail → what became of a test e-mail: accepted by the mail server,
 * written to the outbox (no SMTP_URL), or the mail server's refusal in plain words.
 */
export const sendTestMail = (to: string): Promise<TestMailResult> =>
  api.post('/api/v1/system/test-mail', { to }, { schema: TestMailResultSchema });

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit'] }),
  });
}
