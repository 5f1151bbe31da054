import { useEffect, useRef, useState } from 'react';
import { AnchorButton, Button, Callout, Card, FormGroup, H3, H5, InputGroup, Spinner } from '@blueprintjs/core';
import { api, errorText, serverText, TOKEN_KEY } from '../../api';
import { Alert } from '../Dialog';
import { downloadFile } from '../csv';
import { showToast } from '../../toaster';
import { useT } from '../../i18n';
import './calendar.css';

/** GET and POST /api/volunteer/calendar-url (issue 29). */
interface CalendarAddress {
  url: string;
  generation: number;
  message?: string;
}

/** The feed's address in the interface language (its own few words: the calendar's name, times of day). */
const addressIn = (url: string, language: string) => (language === 'en' ? url : `${url}?lang=${language}`);

/**
 * The volunteer's Calendar card (My Opportunities): the secret address of their calendar feed with a Copy button,
 * how to subscribe in Google, Apple and Outlook in one sentence, and "New address" behind a confirmation (the old
 * one stops working at once).
 */
export const CalendarCard = () => {
  const { t, language } = useT();
  const [address, setAddress] = useState<CalendarAddress | null | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<CalendarAddress>('/api/volunteer/calendar-url', { signal: controller.signal })
      .then(setAddress)
      .catch(() => {
        if (!controller.signal.aborted) setAddress(null);
      });
    return () => controller.abort();
  }, []);
  const url = address ? addressIn(address.url, language) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('calendar.copied'), 'success');
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the address is selected to copy by hand.
      input.current?.select();
      showToast(t('calendar.copyFailed'), 'warning');
    }
  };
  const renew = async () => {
    setBusy(true);
    try {
      const renewed = await api<CalendarAddress>('/api/volunteer/calendar-url', { method: 'POST' });
      setAddress(renewed);
      if (renewed.message) showToast(serverText(renewed.message), 'success');
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Card className="calendar-card" data-testid="calendar-card" aria-labelledby="calendar-title">
      <H3 id="calendar-title">{t('calendar.title')}</H3>
      <p>{t('calendar.intro')}</p>
      {address === undefined ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : address === null ? (
        <Callout intent="warning">{t('calendar.loadError')}</Callout>
      ) : (
        <>
          <FormGroup label={t('calendar.address')} labelFor="calendar-address" helperText={t('calendar.private')}>
            <InputGroup
              id="calendar-address"
              name="calendarAddress"
              inputRef={input}
              readOnly
              value={url}
              data-generation={address.generation}
              onFocus={(e) => e.currentTarget.select()}
              rightElement={<Button variant="minimal" icon="duplicate" text={t('calendar.copy')} aria-label={t('calendar.copyLabel')} onClick={copy} data-testid="calendar-copy" />}
            />
          </FormGroup>
          <p className="muted">{t('calendar.how')}</p>
          <div className="button-row">
            <AnchorButton icon="calendar" variant="outlined" href={url.replace(/^https?:/, 'webcal:')} text={t('calendar.subscribe')} />
            <Button icon="refresh" intent="warning" variant="outlined" text={t('calendar.renew')} onClick={() => setConfirming(true)} data-testid="calendar-renew" />
          </div>
        </>
      )}
      <Alert
        isOpen={confirming}
        intent="warning"
        icon="refresh"
        loading={busy}
        confirmButtonText={t('calendar.renewConfirm')}
        cancelButtonText={t('calendar.renewCancel')}
        onConfirm={renew}
        onCancel={() => setConfirming(false)}
      >
        <H5>{t('calendar.renewTitle')}</H5>
        <p>{t('calendar.renewBody')}</p>
      </Alert>
    </Card>
  );
};

/**
 * "Add to calendar" on an approved engagement: its days as a .ics file, fetched with the console's token (a plain
 * link would carry none) and saved from a blob.
 */
export const AddToCalendarButton = ({ applicationId, title }: { applicationId: string; title: string }) => {
  const { t, language } = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = localStorage.getItem(TOKEN_KEY);
      const response = await fetch(`/api/volunteer/calendar/${encodeURIComponent(applicationId)}.ics?lang=${language}`, {
        headers: token ? { token, Authorization: `Bearer ${token}` } : {},
      });
      const text = await response.text();
      if (!response.ok) {
        let message: string | undefined;
        try {
          message = (JSON.parse(text) as { message?: string }).message;
        } catch {
          message = undefined;
        }
        throw new Error(message ? serverText(message) : t('calendar.addFailed'));
      }
      const file = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'engagement.ics';
      downloadFile(file, text, 'text/calendar;charset=utf-8');
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('calendar.addFailed'), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      icon="calendar"
      loading={busy}
      text={t('calendar.add')}
      aria-label={t('calendar.addLabel', { title })}
      onClick={download}
      data-testid="my-add-to-calendar"
    />
  );
};
