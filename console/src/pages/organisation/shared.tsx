import './organisation.css';
import { InputGroup, SegmentedControl, Tag, type Intent } from '@blueprintjs/core';
import { FormGroup } from '../../components/form';
import { errorText } from '../../api';
import { useT, type MessageId } from '../../i18n';
import { showToast } from '../../toaster';

/** Membership states as the calls answer them (org-common contract): the volunteer sees `accept` for an invitation. */
export type MembershipState = 'new' | 'requested' | 'accept' | 'invited' | 'joined' | 'rejected' | 'declined' | 'cancelled' | 'resigned' | 'removed';
export type ListType = 'all' | 'requested' | 'joined';
export const listTypes: ListType[] = ['all', 'requested', 'joined'];

const stateIntent: Partial<Record<MembershipState, Intent>> = {
  requested: 'warning',
  accept: 'primary',
  invited: 'primary',
  joined: 'success',
  rejected: 'danger',
  removed: 'danger',
};
const knownStates: MembershipState[] = ['new', 'requested', 'accept', 'invited', 'joined', 'rejected', 'declined', 'cancelled', 'resigned', 'removed'];

export const MembershipTag = ({ state }: { state: string }) => {
  const { t } = useT();
  const known = knownStates.includes(state as MembershipState);
  return (
    <Tag round minimal intent={stateIntent[state as MembershipState] ?? 'none'} data-testid="membership-state" data-state={state}>
      {known ? t(`org.state.${state}` as MessageId) : state}
    </Tag>
  );
};

/** The filter (all / requested / joined) and the name search above both card lists (volunteers' and VIOs'). */
export const ListTools = (props: { id: string; searchLabel: string; type: ListType; onType(type: ListType): void; search: string; onSearch(search: string): void }) => {
  const { t } = useT();
  return (
    <div className="org-tools">
      <SegmentedControl value={props.type} onValueChange={(value) => props.onType(value as ListType)} options={listTypes.map((f) => ({ value: f, label: t(`org.filter.${f}` as MessageId) }))} data-testid={`${props.id}-filter`} />
      <FormGroup label={props.searchLabel} labelFor={`${props.id}-search`}>
        <InputGroup id={`${props.id}-search`} type="search" leftIcon="search" value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
      </FormGroup>
    </div>
  );
};

/** Runs one action of a page and toasts its result: the success text, or the server's message else `failure`. */
export const runAction = async (call: () => Promise<unknown>, success: string, failure: string, after?: () => void) => {
  try {
    await call();
    showToast(success, 'success');
    after?.();
    return true;
  } catch (error) {
    showToast(errorText(error, failure), 'danger');
    return false;
  }
};

/**
 * Spec §4, the volunteer's buttons per membership state: new (and a withdrawn request or a declined invitation,
 * which read as new) → request; requested → cancel; joined → resign; accept (invited) → accept and decline;
 * rejected, resigned, removed → request, disabled.
 */
export type VolunteerAction = { kind: 'request'; disabled: boolean } | { kind: 'cancel' } | { kind: 'resign' } | { kind: 'answer' };
export const volunteerAction = (state: string): VolunteerAction => {
  switch (state) {
    case 'requested':
      return { kind: 'cancel' };
    case 'joined':
      return { kind: 'resign' };
    case 'accept':
      return { kind: 'answer' };
    case 'rejected':
    case 'resigned':
    case 'removed':
      return { kind: 'request', disabled: true };
    default:
      return { kind: 'request', disabled: false };
  }
};

/** The VIO's buttons on /org-volunteers: a request is accepted or rejected, a member can be removed; nothing else. */
export const vioActions = (state: string): ('accept' | 'reject' | 'remove')[] => (state === 'requested' ? ['accept', 'reject'] : state === 'joined' ? ['remove'] : []);
