import { Tag } from '@blueprintjs/core';
import { useT } from '../i18n';

export const RegistrationChip = ({ registrationNo }: { registrationNo?: string }) => {
  const { t } = useT();
  return (
    <Tag size="large" round intent="primary" icon="id-number" data-testid="registration-number" title={registrationNo}>
      {t('home.registrationNo', { no: registrationNo ?? '—' })}
    </Tag>
  );
};
