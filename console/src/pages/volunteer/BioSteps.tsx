import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Tag } from '@blueprintjs/core';
import {
  bioSectionIds,
  bioSections,
  volunteerBioFormValues,
  volunteerBioSectionForms,
  type BioSectionId,
  type VolunteerBioFormValues,
} from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, useSubmission } from '../../components/form';
import { useT } from '../../i18n';
import { announce, showToast } from '../../toaster';

/**
 * The bio as steps on a phone (issue 27): one section a step, "Save and continue" checks the section by its part of
 * the shared schema and saves it as a draft (POST /api/volunteer/bio/draft), the last step is the terms and the full
 * save. Only the first time through (status BIO_INCOMPLETE): a saved bio is edited whole, as on a desktop.
 */

/** The phone layout's width (volunteer.css's single-column breakpoint). */
export const PHONE_QUERY = '(max-width: 560px)';

/** Whether the screen is phone-wide now (follows rotation and resizing). */
export const usePhoneLayout = () => {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && (window.matchMedia?.(PHONE_QUERY).matches ?? false));
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const changed = () => setPhone(query.matches);
    changed();
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return phone;
};

/** The seven sections, then the terms and the full save. */
export const STEP_COUNT = bioSectionIds.length + 1;

/** Where a volunteer resumes: the first section not saved yet, or the terms when every section is. */
export const firstUnsavedStep = (saved: readonly string[]) => {
  const index = bioSectionIds.findIndex((id) => !saved.includes(id));
  return index === -1 ? bioSectionIds.length : index;
};

/** The first step holding one of these fields with an error (after a full save refused by the client's check). */
export const stepOfFirstError = (errors: Record<string, string>) => {
  const index = bioSectionIds.findIndex((id) => bioSections[id].some((field) => field in errors));
  return index === -1 ? undefined : index;
};

const sectionValues = (values: VolunteerBioFormValues, section: BioSectionId) => Object.fromEntries(bioSections[section].map((field) => [field, values[field]]));

export const useBioSteps = ({
  values,
  setFields,
  initiallySaved,
}: {
  values: VolunteerBioFormValues;
  setFields: (changes: Partial<VolunteerBioFormValues>) => void;
  initiallySaved: readonly string[];
}) => {
  const { t } = useT();
  const [step, setStep] = useState(() => firstUnsavedStep(initiallySaved));
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set(initiallySaved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  // Moves (not the first paint) put the focus on the new step's heading.
  const [moves, setMoves] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const section: BioSectionId | undefined = bioSectionIds[step];

  const check = useCallback(() => {
    if (!section) return undefined;
    const result = volunteerBioSectionForms[section].safeParse(sectionValues(values, section));
    setErrors(result.success ? {} : firstIssues(result.error.issues));
    return result;
  }, [section, values]);

  // After a first attempt on this step, the errors follow the input.
  useEffect(() => {
    if (attempted) check();
  }, [attempted, check]);

  useEffect(() => {
    if (moves === 0) return;
    heading.current?.focus();
  }, [moves]);

  const goTo = (next: number) => {
    setStep(Math.max(0, Math.min(next, STEP_COUNT - 1)));
    setErrors({});
    setAttempted(false);
    setMoves((n) => n + 1);
  };

  const submission = useSubmission(
    () => {
      setAttempted(true);
      const result = check();
      return result?.success ? result.data : undefined;
    },
    async (data) => {
      if (!section) return;
      await api('/api/volunteer/bio/draft', { method: 'POST', body: { [section]: data } });
      // What the server keeps: answers that no longer apply (hidden fields) were dropped by the schema.
      const stored = volunteerBioFormValues(data);
      setFields(Object.fromEntries(bioSections[section].map((field) => [field, stored[field]])) as Partial<VolunteerBioFormValues>);
      setSaved((current) => new Set([...current, section]));
      announce(t('volunteer.bio.steps.sectionSaved', { section: t(`volunteer.bio.section.${section}`) }));
      goTo(step + 1);
    },
    (error) => errorText(error, t('error.generic')),
    { onFailure: (message) => showToast(message, 'danger', 'bio-step-failed') },
  );

  return { step, section, saved, errors, heading, goTo, back: () => goTo(step - 1), ...submission };
};

/** "Step 2 of 8 — Contact Details": the heading that takes the focus, a progress bar with its values, and whether it is saved. */
export const StepHeading = ({ step, saved, headingRef }: { step: number; saved: boolean; headingRef: RefObject<HTMLHeadingElement> }) => {
  const { t } = useT();
  const section = bioSectionIds[step];
  const title = section ? t(`volunteer.bio.section.${section}`) : t('volunteer.bio.terms.title');
  const position = { step: step + 1, total: STEP_COUNT };
  return (
    <div className="bio-step-head">
      <div className="bio-step-title-row">
        <h3 ref={headingRef} tabIndex={-1} className="bp6-heading bio-section-title bio-step-title" data-testid="bio-step-title" data-step={step + 1}>
          {t('volunteer.bio.steps.title', { ...position, section: title })}
        </h3>
        {saved ? (
          <Tag minimal intent="success" icon="tick" data-testid="bio-step-saved">
            {t('volunteer.bio.steps.saved')}
          </Tag>
        ) : null}
      </div>
      <div
        className="bio-step-progress"
        role="progressbar"
        aria-label={t('volunteer.bio.steps.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={t('volunteer.bio.steps.progress', position)}
        data-testid="bio-step-progress"
      >
        <div className="bio-step-progress-done" style={{ width: `${((step + 1) / STEP_COUNT) * 100}%` }} />
      </div>
    </div>
  );
};
