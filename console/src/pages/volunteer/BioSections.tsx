import { createContext, useContext, type ReactNode } from 'react';
import { Button, Card, H4, H5 } from '@blueprintjs/core';
import { degreeLevels, volunteeringModes, weekdays, type BioSectionId, type Language } from '@nvp/events/browser';
import { CountryMultiSelect, CountrySelect } from '../../components/CountrySelect';
import { LocationFields } from '../../components/LocationFields';
import { useT } from '../../i18n';
import { itemName, type VolunteerFormData } from '../../reference/hooks';
import { useEnumText } from '../../components/volunteer/labels';
import { BioChecks, BioRadios, BioSelect, BioText, BioYesNo, useBioForm, type Option } from './bio-fields';

/** Which sections show: all (the long form), or one step with its own heading (a phone, issue 27). */
const SectionView = createContext<{ only?: BioSectionId; heading?: ReactNode }>({});

const Section = ({ id, children }: { id: BioSectionId; children: ReactNode }) => {
  const { t } = useT();
  const { only, heading } = useContext(SectionView);
  if (only && only !== id) return null;
  return (
    <Card elevation={1} className="bio-section" data-testid={`bio-${id}`}>
      {only ? heading : <H4 className="bio-section-title">{t(`volunteer.bio.section.${id}`)}</H4>}
      {children}
    </Card>
  );
};

const idOptions = <T extends { id: number | string }>(items: readonly T[] | undefined, language: Language, name: (item: T, language: Language) => string): Option[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: name(item, language) }));

/**
 * The seven sections of the bio (spec §2), bound to the form through context: all of them, or `only` one (a step on a
 * phone) under its step's `heading`.
 */
export const BioSections = ({ formData, only, heading }: { formData: VolunteerFormData; only?: BioSectionId; heading?: ReactNode }) => {
  const { t, language } = useT();
  const { options } = useEnumText();
  const { values, error, set, setFields, readOnly } = useBioForm();
  const named = (item: Parameters<typeof itemName>[0], lang: Language) => itemName(item, lang);
  const languageOptions = idOptions(formData.languages, language, named);
  const nationality = values.currentNationality;
  const foreign = nationality === 'Foreign' || nationality === 'Dual';
  const hasDegree = (degreeLevels as readonly string[]).includes(values.highestEducation);
  const employed = values.employmentStatus === 'EMPLOYED';

  return (
    <SectionView.Provider value={{ only, heading }}>
      <Section id="general">
        <div className="form-three-columns">
          <BioSelect field="title" label={t('volunteer.bio.title')} options={options('title')} />
          <BioText field="nameInNic" label={t('volunteer.bio.nameInNic')} />
          <BioText field="nic" label={t('volunteer.bio.nic')} maxLength={12} />
          <BioText field="dateOfBirth" type="date" label={t('volunteer.bio.dateOfBirth')} optional />
          <BioSelect field="gender" label={t('volunteer.bio.gender')} options={options('gender')} />
          <BioSelect field="civilStatus" label={t('volunteer.bio.civilStatus')} options={options('civilStatus')} />
          <BioText field="familyCount" label={t('volunteer.bio.familyCount')} type="number" />
          <CountrySelect
            name="countryOfBirth"
            label={t('volunteer.bio.countryOfBirth')}
            value={values.countryOfBirth}
            onChange={(id) => set('countryOfBirth', id)}
            disabled={readOnly}
            error={error('countryOfBirth')}
          />
          <BioSelect field="currentNationality" label={t('volunteer.bio.currentNationality')} options={options('nationality')} />
        </div>
        {foreign ? (
          <div className="form-three-columns">
            <CountryMultiSelect
              name="countries"
              label={t(nationality === 'Dual' ? 'volunteer.bio.countriesDual' : 'volunteer.bio.countriesForeign')}
              value={values.countries}
              max={nationality === 'Dual' ? 2 : 1}
              onChange={(ids) => set('countries', ids)}
              disabled={readOnly}
              error={error('countries')}
            />
            <BioText field="visaIssuedDate" type="date" label={t('volunteer.bio.visaIssuedDate')} optional />
            <BioText field="visaExpiryDate" type="date" label={t('volunteer.bio.visaExpiryDate')} optional />
          </div>
        ) : null}
      </Section>

      <Section id="contact">
        <H5>{t('volunteer.bio.permanentAddress')}</H5>
        <div className="form-three-columns">
          <BioText field="permanentDoorNo" label={t('volunteer.bio.doorNo')} />
          <BioText field="permanentStreet" label={t('volunteer.bio.street')} />
          <BioText field="permanentArea" label={t('volunteer.bio.area')} />
        </div>
        <div className="section-header">
          <H5>{t('volunteer.bio.residentialAddress')}</H5>
          {!readOnly ? (
            <Button
              size="small"
              variant="minimal"
              icon="duplicate"
              text={t('volunteer.bio.sameAddress')}
              onClick={() =>
                setFields({ residentialDoorNo: values.permanentDoorNo, residentialStreet: values.permanentStreet, residentialArea: values.permanentArea })
              }
            />
          ) : null}
        </div>
        <div className="form-three-columns">
          <BioText field="residentialDoorNo" label={t('volunteer.bio.doorNo')} />
          <BioText field="residentialStreet" label={t('volunteer.bio.street')} />
          <BioText field="residentialArea" label={t('volunteer.bio.area')} />
        </div>
        <H5>{t('volunteer.bio.contributeLocation')}</H5>
        <div className="form-three-columns">
          <LocationFields
            value={{ district: values.contributeDistrict, divisionalSecretariat: values.contributeDivisionalSecretariat, gnDivision: values.contributegnDivision }}
            onChange={(next) =>
              setFields({ contributeDistrict: next.district, contributeDivisionalSecretariat: next.divisionalSecretariat, contributegnDivision: next.gnDivision })
            }
            names={{ district: 'contributeDistrict', divisionalSecretariat: 'contributeDivisionalSecretariat', gnDivision: 'contributegnDivision' }}
            errors={{ district: error('contributeDistrict'), divisionalSecretariat: error('contributeDivisionalSecretariat'), gnDivision: error('contributegnDivision') }}
            disabled={readOnly}
          />
        </div>
        <H5>{t('volunteer.bio.phones')}</H5>
        <div className="form-two-columns">
          <BioText field="contactResidence" type="tel" maxLength={10} label={t('volunteer.bio.contactResidence')} />
          <BioText field="contactOffice" type="tel" maxLength={10} label={t('volunteer.bio.contactOffice')} />
          <BioText field="contactAlternate" type="tel" maxLength={10} label={t('volunteer.bio.contactAlternate')} optional />
          <BioText field="contactFax" type="tel" maxLength={10} label={t('volunteer.bio.contactFax')} optional />
        </div>
      </Section>

      <Section id="languages">
        <div className="form-two-columns">
          <BioSelect field="firstLanguage" label={t('volunteer.bio.firstLanguage')} options={languageOptions} />
          <BioSelect field="preferredLanguage" label={t('volunteer.bio.preferredLanguage')} options={languageOptions} />
        </div>
        <BioChecks field="otherLanguages" label={t('volunteer.bio.otherLanguages')} options={languageOptions} />
        <div className="form-three-columns">
          <BioSelect field="writingPerformance" label={t('volunteer.bio.writingPerformance')} options={options('performance')} />
          <BioSelect field="readingPerformance" label={t('volunteer.bio.readingPerformance')} options={options('performance')} />
          <BioSelect field="speakingPerformance" label={t('volunteer.bio.speakingPerformance')} options={options('performance')} />
        </div>
      </Section>

      <Section id="education">
        <div className="form-three-columns">
          <BioSelect field="highestEducation" label={t('volunteer.bio.highestEducation')} options={options('education')} />
          {hasDegree ? (
            <>
              <BioText field="degreeTitle" label={t('volunteer.bio.degreeTitle')} maxLength={255} />
              <BioText field="degreeInstitute" label={t('volunteer.bio.degreeInstitute')} maxLength={255} />
            </>
          ) : null}
        </div>
      </Section>

      <Section id="employment">
        <div className="form-three-columns">
          <BioSelect field="employmentStatus" label={t('volunteer.bio.employmentStatus')} options={options('employmentStatus')} />
          {employed ? (
            <>
              <BioSelect field="employmentSector" label={t('volunteer.bio.employmentSector')} options={options('sector')} />
              <BioText field="employmentTitle" label={t('volunteer.bio.employmentTitle')} maxLength={255} />
            </>
          ) : null}
        </div>
        <BioChecks field="employmentArea" label={t('volunteer.bio.employmentArea')} options={idOptions(formData.ares_of_expertise, language, named)} />
      </Section>

      <Section id="skills">
        <div className="form-three-columns">
          <BioSelect field="communicationSkill" label={t('volunteer.bio.communicationSkill')} options={options('skillLevel')} />
          <BioSelect field="computerLiteracySkill" label={t('volunteer.bio.computerLiteracySkill')} options={options('skillLevel')} />
          <BioSelect field="socialMediaInteractionSkill" label={t('volunteer.bio.socialMediaInteractionSkill')} options={options('skillLevel')} />
        </div>
        <BioChecks field="specialSkills" label={t('volunteer.bio.specialSkills')} options={idOptions(formData.skills, language, named)} />
        <BioChecks
          field="skillsToObtain"
          label={t('volunteer.bio.skillsToObtain')}
          helper={t('volunteer.bio.skillsToObtainHelp')}
          max={3}
          options={idOptions(formData.skills, language, named)}
        />
        <BioText field="otherSkills" multiline label={t('volunteer.bio.otherSkills')} optional />
        <BioYesNo field="drivingLiscence" label={t('volunteer.bio.drivingLiscence')} />
      </Section>

      <Section id="volunteering">
        <BioChecks
          field="areasOfVolunteering"
          label={t('volunteer.bio.areasOfVolunteering')}
          options={idOptions(formData.preferred_areas_of_volunteering, language, named)}
        />
        <BioChecks
          field="availableDays"
          label={t('volunteer.bio.availableDays')}
          helper={t('volunteer.bio.availableDaysHelp')}
          optional
          options={weekdays.map((day) => ({ value: day, label: t(`opportunity.day.${day}`) }))}
        />
        <BioRadios
          field="volunteeringMode"
          label={t('volunteer.bio.volunteeringMode')}
          optional
          options={volunteeringModes.map((mode) => ({ value: mode, label: t(`volunteer.enum.mode.${mode}`) }))}
        />
        <BioYesNo field="emergencyWill" label={t('volunteer.bio.emergencyWill')} />
        <BioYesNo field="emergencyPast" label={t('volunteer.bio.emergencyPast')} />
        {values.emergencyPast === 'yes' ? <BioText field="emergencyPastDescription" multiline label={t('volunteer.bio.emergencyPastDescription')} /> : null}
        <BioYesNo field="specialCondition" label={t('volunteer.bio.specialCondition')} />
        {values.specialCondition === 'yes' ? <BioText field="specialConditionDetails" multiline label={t('volunteer.bio.specialConditionDetails')} /> : null}
        <BioYesNo field="disabled" label={t('volunteer.bio.disabled')} />
        <BioYesNo field="convicted" label={t('volunteer.bio.convicted')} />
        {values.convicted === 'yes' ? <BioText field="convictionDetails" multiline label={t('volunteer.bio.convictionDetails')} /> : null}
        <BioYesNo field="abuse" label={t('volunteer.bio.abuse')} />
      </Section>
    </SectionView.Provider>
  );
};
