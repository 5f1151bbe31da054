import { useEffect, useState, type ReactNode } from 'react';
import { Button, Callout, Card, DialogBody, DialogFooter, H2, H4, Tag, TextArea, type Intent } from '@blueprintjs/core';
import { Dialog } from '../../components/Dialog';
import { FormGroup } from '../../components/form';
import { useNavigate, useParams } from 'react-router-dom';
import { bit, hasBit, refereeRatingNames, type RefereeRatingName, type VolunteerBioRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { SuspensionPanel } from '../../components/SuspensionPanel';
import { HistoryLink } from '../../components/HistoryLink';
import { Avatar } from '../../components/ProfilePicture';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { itemName, useVolunteerFormData } from '../../reference/hooks';
import { useSession } from '../../session/SessionContext';
import { useEnumText } from '../../components/volunteer/labels';
import { PageError, PageSpinner } from '../../components/PageState';
import { RefereeStatusTag, useLocationNames, useStatusText, refereeRatingLabel } from '../../components/volunteer/shared';
import '../volunteer/volunteer.css';

interface RefereeReviewSummary {
  accurate: boolean;
  relation: string;
  durationYears: string;
  durationMonths: number;
  ratings: Partial<Record<RefereeRatingName, number>>;
  averageRating: number;
  otherInformation?: string;
}

/** GET /api/admin/volunteer/:id */
export interface AdminVolunteerDetail {
  id: string;
  registrationNo: string;
  registerStatus: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  nic?: string | null;
  phoneNumber: string | null;
  imageURL: string | null;
  standing: string;
  erased: boolean;
  registeredAt?: string;
  bio: Partial<VolunteerBioRequest> | null;
  referee: {
    refereeId: string;
    name: string;
    address: string;
    phone?: string;
    mobile: string;
    email: string;
    status: string;
    review: RefereeReviewSummary | null;
  } | null;
  earlierReferees?: number;
  awaitingApproval?: boolean;
  decision: { decidedAt: string; decidedBy: string; reason: string } | null;
}

/** Spec §9: the admin action alert stays 6 s on the volunteer view. */
export const ACTION_ALERT_MS = 6000;

/** Approving or rejecting takes CHECK_REFEREES or CONFIRM_VOLUNTEERS (a core admin holds every bit). */
export const canDecide = (access: number | undefined) =>
  access !== undefined && (hasBit(access, bit.CORE_ADMIN) || hasBit(access, bit.CHECK_REFEREES) || hasBit(access, bit.CONFIRM_VOLUNTEERS));

/** Enabled only when the referee's review says the profile is accurate and no decision was taken yet. */
export const decidable = (detail: Pick<AdminVolunteerDetail, 'registerStatus' | 'referee'>) =>
  detail.registerStatus === 'REFEREE_INCOMPLETE' && detail.referee?.status === 'REVIEWED' && detail.referee.review?.accurate === true;


const Row = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <>
    <dt>{label}</dt>
    <dd data-testid={testId}>{children === null || children === undefined || children === '' ? '—' : children}</dd>
  </>
);

const BioSummary = ({ bio }: { bio: Partial<VolunteerBioRequest> }) => {
  const { t, language } = useT();
  const format = useFormat();
  const { label } = useEnumText();
  const formData = useVolunteerFormData().data;
  const names = (ids: readonly (number | string)[] | undefined, list: readonly (Parameters<typeof itemName>[0] & { id: number | string })[] | undefined) =>
    (ids ?? [])
      .map((id) => {
        const found = list?.find((item) => String(item.id) === String(id));
        return found ? itemName(found, language) : String(id);
      })
      .join(', ');
  const place = useLocationNames({
    district: bio.contributeDistrict,
    divisionalSecretariat: bio.contributeDivisionalSecretariat,
    gnDivision: bio.contributegnDivision,
  });
  const address = (prefix: 'permanent' | 'residential') =>
    [bio[`${prefix}DoorNo`], bio[`${prefix}Street`], bio[`${prefix}Area`]].filter(Boolean).join(', ');
  return (
    <dl className="details">
      <Row label={t('volunteer.bio.title')}>{label('title', bio.title)}</Row>
      <Row label={t('volunteer.bio.nameInNic')}>{bio.nameInNic}</Row>
      <Row label={t('volunteer.bio.nic')}>{bio.nic}</Row>
      <Row label={t('volunteer.bio.dateOfBirth')}>{format.day(bio.dateOfBirth)}</Row>
      <Row label={t('volunteer.bio.gender')}>{label('gender', bio.gender)}</Row>
      <Row label={t('volunteer.bio.currentNationality')}>
        {label('nationality', bio.currentNationality)}
        {bio.countries?.length ? ` (${names(bio.countries, formData?.country_of_birth)})` : ''}
      </Row>
      <Row label={t('volunteer.bio.permanentAddress')}>{address('permanent')}</Row>
      <Row label={t('volunteer.bio.residentialAddress')}>{address('residential')}</Row>
      <Row label={t('volunteer.bio.contributeLocation')}>
        {[place.gnDivision, place.divisionalSecretariat, place.district].filter(Boolean).join(', ')}
      </Row>
      <Row label={t('volunteer.bio.phones')}>{[bio.contactResidence, bio.contactOffice, bio.contactAlternate].filter(Boolean).join(' / ')}</Row>
      <Row label={t('volunteer.bio.highestEducation')}>
        {label('education', bio.highestEducation)}
        {bio.degreeTitle ? ` — ${bio.degreeTitle}, ${bio.degreeInstitute ?? ''}` : ''}
      </Row>
      <Row label={t('volunteer.bio.employmentStatus')}>
        {label('employmentStatus', bio.employmentStatus)}
        {bio.employmentTitle ? ` — ${bio.employmentTitle} (${label('sector', bio.employmentSector)})` : ''}
      </Row>
      <Row label={t('volunteer.bio.otherLanguages')}>{names(bio.otherLanguages, formData?.languages)}</Row>
      <Row label={t('volunteer.bio.areasOfVolunteering')}>{names(bio.areasOfVolunteering, formData?.preferred_areas_of_volunteering)}</Row>
      <Row label={t('volunteer.bio.specialSkills')}>{names(bio.specialSkills, formData?.skills)}</Row>
      <Row label={t('volunteer.bio.convicted')}>
        {label('yesNo', bio.convicted)}
        {bio.convictionDetails ? ` — ${bio.convictionDetails}` : ''}
      </Row>
      <Row label={t('volunteer.bio.abuse')}>{label('yesNo', bio.abuse)}</Row>
    </dl>
  );
};

const RefereeSummary = ({ referee }: { referee: NonNullable<AdminVolunteerDetail['referee']> }) => {
  const { t } = useT();
  const format = useFormat();
  const review = referee.review;
  return (
    <>
      <dl className="details">
        <Row label={t('volunteer.referee.name')}>{referee.name}</Row>
        <Row label={t('volunteer.referee.address')}>{referee.address}</Row>
        <Row label={t('volunteer.referee.email')}>{referee.email}</Row>
        <Row label={t('volunteer.referee.mobile')}>{referee.mobile}</Row>
        <Row label={t('volunteer.referee.phone')}>{referee.phone}</Row>
        <Row label={t('volunteer.referee.status')}>
          <RefereeStatusTag status={referee.status} testId="admin-referee-status" />
        </Row>
      </dl>
      {review ? (
        <>
          <H4 className="review-title">{t('volunteer.detail.review')}</H4>
          <dl className="details" data-testid="admin-review">
            <Row label={t('volunteer.feedback.accurate')} testId="admin-review-accurate">
              <Tag intent={review.accurate ? 'success' : 'danger'} round>
                {t(review.accurate ? 'volunteer.yes' : 'volunteer.no')}
              </Tag>
            </Row>
            <Row label={t('volunteer.feedback.relation')}>{relationText(t, review.relation)}</Row>
            <Row label={t('volunteer.feedback.knownFor')}>{t('volunteer.detail.duration', { years: review.durationYears, months: review.durationMonths })}</Row>
            <Row label={t('volunteer.detail.averageRating')}>{format.number(review.averageRating, { minimumFractionDigits: 2 })} / 5</Row>
            <Row label={t('volunteer.feedback.otherInformation')}>{review.otherInformation}</Row>
          </dl>
          <dl className="rating-list">
            {refereeRatingNames.map((name) => (
              <Row key={name} label={t(refereeRatingLabel[name])}>
                {review.ratings[name] ?? '—'}
              </Row>
            ))}
          </dl>
        </>
      ) : (
        <p className="muted">{t('volunteer.detail.noReview')}</p>
      )}
    </>
  );
};

const relationText = (t: (id: MessageId) => string, relation: string) => {
  const key = `volunteer.feedback.relation.${relation}`;
  return ['EMPLOYER', 'EMPLOYEE', 'FRIEND', 'RELATIVE', 'FAMILY_MEMBER', 'STUDENT'].includes(relation) ? t(key as MessageId) : relation;
};

/** /admin/volunteer/:volunteerId: account, bio, referee and review; Approve/Reject; suspension. */
export const VolunteerDetail = () => {
  const { t } = useT();
  const format = useFormat();
  const { volunteerId = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const { volunteerStatus } = useStatusText();
  const { load, reload } = useGet<AdminVolunteerDetail>(`/api/admin/volunteer/${encodeURIComponent(volunteerId)}`, t('error.generic'));
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ intent: Intent; text: string } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(() => setAlert(null), ACTION_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert]);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const detail = load.data;
  const name = detail.erased ? t('volunteer.erased') : `${detail.firstName ?? ''} ${detail.lastName ?? ''}`.trim();

  const decide = async (approve: boolean) => {
    setBusy(true);
    setRejecting(false);
    try {
      await api('/api/admin/volunteer/approve', { method: 'POST', body: { id: detail.id, approve, reason: approve ? undefined : reason } });
      setAlert({ intent: 'success', text: t(approve ? 'volunteer.detail.accepted' : 'volunteer.detail.rejected') });
      setReason('');
      reload();
    } catch (error) {
      setAlert({ intent: 'danger', text: errorText(error, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  };

  const mayDecide = canDecide(session?.access);
  const enabled = decidable(detail) && !busy;

  return (
    <div className="page page-medium card-stack">
      <div className="page-header">
        <H2>{t('volunteer.detail.title')}</H2>
        <div className="form-actions">
          <HistoryLink kind="volunteer" id={detail.id} />
          <Button icon="arrow-left" text={t('volunteer.detail.backToList')} onClick={() => navigate('/admin/volunteerList')} />
        </div>
      </div>
      {alert ? (
        <Callout intent={alert.intent} className="form-callout" role="alert" data-testid="volunteer-action-alert">
          {alert.text}
        </Callout>
      ) : null}

      <Card elevation={1} className="bio-head" data-testid="admin-volunteer">
        <Avatar imageURL={detail.imageURL} size={120} name={name} />
        <dl className="details">
          <Row label={t('volunteer.list.name')} testId="admin-volunteer-name">
            {name}
          </Row>
          <Row label={t('volunteer.registrationNo')}>{detail.registrationNo}</Row>
          <Row label={t('volunteer.email')}>{detail.email}</Row>
          <Row label={t('volunteer.phoneNumber')}>{detail.phoneNumber}</Row>
          <Row label={t('volunteer.registerStatus')} testId="admin-volunteer-status">
            {detail.registerStatus === 'FULLY_REGISTERED' ? (
              <Tag intent="success" round icon="endorsed" data-testid="verified-badge">
                {t('volunteer.list.verified')}
              </Tag>
            ) : (
              volunteerStatus(detail.registerStatus)
            )}
          </Row>
          {detail.registeredAt ? <Row label={t('volunteer.detail.registeredAt')}>{format.dayOf(detail.registeredAt)}</Row> : null}
        </dl>
      </Card>

      {mayDecide ? (
        <Card elevation={1} className="profile-card" data-testid="volunteer-decision">
          <H4>{t('volunteer.detail.decision')}</H4>
          <p className="muted">{t(decidable(detail) ? 'volunteer.detail.decideHelp' : detail.registerStatus === 'FULLY_REGISTERED' ? 'volunteer.detail.alreadyApproved' : 'volunteer.detail.notYet')}</p>
          {detail.decision?.reason ? <p data-testid="rejection-reason">{t('volunteer.detail.reason')}: {detail.decision.reason}</p> : null}
          <div className="form-actions">
            <Button intent="danger" icon="cross" text={t('volunteer.detail.reject')} disabled={!enabled} onClick={() => setRejecting(true)} data-testid="volunteer-reject" />
            <Button intent="success" icon="tick" text={t('volunteer.detail.approve')} disabled={!enabled} loading={busy} onClick={() => void decide(true)} data-testid="volunteer-approve" />
          </div>
        </Card>
      ) : null}
      <Dialog isOpen={rejecting} onClose={() => setRejecting(false)} title={t('volunteer.detail.rejectTitle')} icon="cross">
        <DialogBody>
          <FormGroup label={t('volunteer.detail.reason')} labelFor="reject-reason" labelInfo={t('volunteer.optional')}>
            <TextArea id="reject-reason" name="reason" fill rows={4} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('volunteer.cancel')} onClick={() => setRejecting(false)} />
              <Button intent="danger" text={t('volunteer.detail.reject')} onClick={() => void decide(false)} data-testid="volunteer-reject-confirm" />
            </>
          }
        />
      </Dialog>

      <div className="detail-grid">
        <Card elevation={1} className="profile-card" data-testid="admin-referee">
          <H4>{t('volunteer.detail.referee')}</H4>
          {detail.referee ? <RefereeSummary referee={detail.referee} /> : <p className="muted">{t('volunteer.list.noReferee')}</p>}
          {detail.earlierReferees ? <p className="muted">{t('volunteer.detail.earlierReferees', { count: detail.earlierReferees })}</p> : null}
        </Card>
        <Card elevation={1} className="profile-card" data-testid="admin-bio">
          <H4>{t('volunteer.detail.bio')}</H4>
          {detail.bio ? <BioSummary bio={detail.bio} /> : <p className="muted">{t('volunteer.detail.noBio')}</p>}
        </Card>
      </div>

      {detail.erased ? null : <SuspensionPanel subjectId={detail.id} kind="volunteer" onTerminated={() => navigate('/admin/volunteerList')} />}
    </div>
  );
};
