import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { api, errorText } from '../../api';
import { useT } from '../../i18n';

/** Development outbox: answer a call-out SMS as the volunteer (POST /api/dev/sms/inbound, no gateway). */
export const DevSmsReply = ({ from }: { from: string }) => {
  const { t } = useT();
  const [answer, setAnswer] = useState<string>();
  const send = async (text: 'YES' | 'NO') => {
    try {
      const r = await api<{ reply: string }>('/api/dev/sms/inbound', { method: 'POST', body: { from, text } });
      setAnswer(r.reply);
    } catch (error) {
      setAnswer(errorText(error));
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: a <fieldset> would bring its border and legend
    <div className="emg-row" role="group" aria-label={t('emergency.devReply')}>
      <span className="muted">{t('emergency.devReply')}:</span>
      <Button small text="YES" data-testid="dev-reply-yes" onClick={() => send('YES')} />
      <Button small text="NO" data-testid="dev-reply-no" onClick={() => send('NO')} />
      {answer ? <span role="status">{answer}</span> : null}
    </div>
  );
};
