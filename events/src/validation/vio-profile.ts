import { z } from 'zod';
import type { VioType } from './registration';
import { text as line } from './text';
import { vioEmployeeBands, VioProfileLayout, vioProfileLayouts, vioManagerFields, vioCoordinatorFields, vioAddressFields, organizationContacts, instituteContacts } from './vio-profile-terms';
export * from './vio-profile-terms';

/**
 * The six organisation profile forms of spec §3/§5, one per VIO type. Each form is described once by a
 * layout (which type field and choices, which optional blocks, which contact field names) and its zod
 * schema is built from that layout, so the console renders exactly the fields the server checks.
 */

// ── field rules ────────────────────────────────────────────────────────────────────────────────────
const PHONE = /^\d{10}$/;
/** Optional http/https prefix, then a dotted lowercase host (optionally a port and a path). */
const WEBSITE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isIsoDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const required = () => line({ error: 'v.required' }).trim().min(1, 'v.required');
const text = () => required().max(255, 'v.vio.max255');
const optionalText = () => line({ error: 'v.required' }).trim().max(255, 'v.vio.max255').default('');
const phone = (message: string) => required().regex(PHONE, message);
const optionalPhone = (message: string) =>
  line({ error: message })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), message)
    .default('');
const email = () => required().toLowerCase().max(255, 'v.vio.max255').pipe(z.email('v.vio.email'));
const website = () =>
  line({ error: 'v.vio.url' })
    .trim()
    .max(255, 'v.vio.max255')
    .refine((v) => v === '' || WEBSITE.test(v), 'v.vio.url')
    .default('');
const date = () => required().refine(isIsoDate, 'v.vio.date');
const optionalDate = () =>
  line({ error: 'v.vio.date' })
    .trim()
    .refine((v) => v === '' || isIsoDate(v), 'v.vio.date')
    .default('');
const choice = (choices: readonly string[]) => z.enum(choices as [string, ...string[]], { error: 'v.required' });

/** The field rules of one form, in the order the form shows them (the first failing field answers). */
const shapeOf = (layout: VioProfileLayout): Record<string, z.ZodType<string>> => {
  const shape: Record<string, z.ZodType<string>> = {};
  if (layout.typeField) shape[layout.typeField.name] = choice(layout.typeField.choices);
  if (layout.registrationId) shape.registrationId = layout.registrationId === 'required' ? text() : optionalText();
  if (layout.registrationDate) shape.registrationDate = date();
  if (layout.numberOfEmployees) shape.numberOfEmployees = choice(vioEmployeeBands);
  if (layout.stateBody) {
    shape.releventDepartment = text();
    shape.releventMinistry = text();
  }
  shape.operationCommencedDate = layout.operationCommencedDate === 'required' ? date() : optionalDate();
  shape.addressLine1 = text();
  shape.addressLine2 = text();
  shape.district = text();
  shape.divisionalSecretariat = text();
  shape.gnDivision = text();
  const c = layout.contacts;
  shape[c.landline] = phone('v.vio.landline');
  shape[c.mobile] = phone('v.vio.mobile');
  shape[c.fax] = optionalPhone('v.vio.fax');
  shape[c.email] = email();
  shape[c.website] = website();
  shape.managerName = text();
  shape.managerDesignation = text();
  shape.managerMobile = phone('v.vio.mobile');
  shape.managerLandline = phone('v.vio.landline');
  shape.managerFax = optionalPhone('v.vio.fax');
  shape.managerEmail = email();
  shape.managerWebSite = website();
  shape.coordinatorName = text();
  shape.coordinatorDesignation = text();
  shape.coordinatorMobile = phone('v.vio.mobile');
  shape.coordinatorLandline = phone('v.vio.landline');
  shape.coordinatorFax = optionalPhone('v.vio.fax');
  shape.coordinatorEmail = email();
  return shape;
};

/** A completed profile form: field name → value (optional fields as ''). */
export type VioProfileValues = Record<string, string>;

/** The body of PUT /api/vio/profile-complete/{type}, by VIO type. Unknown fields are dropped. */
const formSchema = (type: VioType) => z.object(shapeOf(vioProfileLayouts[type]));
export const vioProfileSchemas: Record<VioType, ReturnType<typeof formSchema>> = {
  PRIVATEORGANIZATION: formSchema('PRIVATEORGANIZATION'),
  STATEINSTITUTE: formSchema('STATEINSTITUTE'),
  STATEACADEMIA: formSchema('STATEACADEMIA'),
  PRIVATEACADEMIA: formSchema('PRIVATEACADEMIA'),
  NONPROFIT: formSchema('NONPROFIT'),
  SCHOOL: formSchema('SCHOOL'),
};

/** Every field name of a type's form, in form order. */
export const vioProfileFieldNames = (type: VioType): string[] => Object.keys(shapeOf(vioProfileLayouts[type]));

/**
 * What is sealed in the events: the address lines, every phone, e-mail and website, and the people
 * (manager and coordinator). The rest (kind, registration, dates, location, employee band) is public.
 */
const personalFieldNames = new Set<string>([
  ...vioAddressFields,
  ...vioManagerFields,
  ...vioCoordinatorFields,
  ...Object.values(organizationContacts),
  ...Object.values(instituteContacts),
  'intituteLandline',
]);
export const isPersonalVioField = (name: string) => personalFieldNames.has(name);

export const splitVioProfile = (values: VioProfileValues) => {
  const profile: VioProfileValues = {};
  const personal: VioProfileValues = {};
  for (const [name, value] of Object.entries(values)) (isPersonalVioField(name) ? personal : profile)[name] = value;
  return { profile, personal };
};

/** The organisation's own contacts in one shape, whichever field names its form uses. */
export const vioContactsOf = (type: VioType, values: Partial<VioProfileValues>) => {
  const c = vioProfileLayouts[type].contacts;
  return {
    landline: values[c.landline] ?? '',
    mobile: values[c.mobile] ?? '',
    fax: values[c.fax] ?? '',
    email: values[c.email] ?? '',
    website: values[c.website] ?? '',
  };
};

/** POST /api/admin/vio/verify. */
export const vioVerifyRequest = z.object({
  id: required(),
  approve: z.boolean({ error: 'v.required' }),
});
export type VioVerifyRequest = z.infer<typeof vioVerifyRequest>;
