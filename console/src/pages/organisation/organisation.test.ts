import { describe, expect, it } from 'vitest';
import { catalogues, organisationMessages } from '../../i18n/catalogues';
import { vioActions, volunteerAction } from './shared';

describe('organisation pages', () => {
  it('give the volunteer the buttons of spec §4 per membership state', () => {
    expect(volunteerAction('new')).toEqual({ kind: 'request', disabled: false });
    expect(volunteerAction('cancelled')).toEqual({ kind: 'request', disabled: false });
    expect(volunteerAction('requested')).toEqual({ kind: 'cancel' });
    expect(volunteerAction('joined')).toEqual({ kind: 'resign' });
    expect(volunteerAction('accept')).toEqual({ kind: 'answer' });
    for (const state of ['rejected', 'resigned', 'removed']) expect(volunteerAction(state)).toEqual({ kind: 'request', disabled: true });
  });

  it('let the VIO accept or reject only a request and remove only a member', () => {
    expect(vioActions('requested')).toEqual(['accept', 'reject']);
    expect(vioActions('joined')).toEqual(['remove']);
    for (const state of ['invited', 'rejected', 'declined', 'resigned', 'removed']) expect(vioActions(state)).toEqual([]);
  });

  it('keep the spec §8 wording for the results in English and translate every text', () => {
    const en = organisationMessages.en;
    expect(en['org.subvio.created']).toBe('Sub VIO created successfully!');
    expect(en['org.subvio.updateFailed']).toBe('Update failed');
    expect(en['org.transfer.done']).toBe('successfully Transfered');
    expect(en['org.transfer.failed']).toBe('Transfer Failed!');
    expect(en['org.transfer.requestFailed']).toBe('Request Failed, Try Again!');
    expect(en['org.volunteers.added']).toBe('Volunteer registered successfully!');
    expect(en['org.volunteers.removed']).toBe('Volunteer deleted successfully!');
    expect(en['org.vios.requested']).toBe('VIO requested successfully!');
    for (const key of Object.keys(en)) {
      expect(catalogues.si[key], key).toBeTruthy();
      expect(catalogues.ta[key], key).toBeTruthy();
      expect(catalogues.ta[key], key).not.toBe(en[key as keyof typeof en]);
    }
  });
});
