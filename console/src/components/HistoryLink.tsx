import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { bit, hasBit, type HistoryKind } from '@nvp/events/browser';
import { useT } from '../i18n';
import { useSession } from '../session/SessionContext';

export const historyPath = (kind: HistoryKind, id: string) => `/admin/history/${kind}/${encodeURIComponent(id)}`;

/** "History" on an admin page of a subject, for admins holding AUDIT (issue 13); nothing for the others. */
export const HistoryLink = ({ kind, id }: { kind: HistoryKind; id: string }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session } = useSession();
  if (session?.access === undefined || !hasBit(session.access, bit.ADMIN) || !hasBit(session.access, bit.AUDIT)) return null;
  return <Button icon="history" text={t('audit.link')} onClick={() => navigate(historyPath(kind, id))} data-testid="history-link" />;
};
