import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { IconName } from '@blueprintjs/icons';
import { bit, rules, type AccessRule, type Language } from '@nvp/events/browser';
import type { MessageId } from './i18n';
import type { Session } from './session/SessionContext';
// Rules only; both modules land in the entry chunk with them (better: move the rules to events' access rules).

/**
 * The areas of spec §2. The area decides which denial message a logged-in user who is not allowed sees;
 * `anonymousOnly` pages (/login, /register) send a logged-in user to their home instead.
 */
export type Area = 'public' | 'anonymousOnly' | 'user' | 'volunteer' | 'vio' | 'admin' | 'coreAdmin' | 'emergency' | 'verifiedEmergency' | 'complaint';

export const denialMessage: Record<Exclude<Area, 'public' | 'anonymousOnly'>, MessageId> = {
  user: 'guard.emergency',
  volunteer: 'guard.volunteer',
  vio: 'guard.vio',
  admin: 'guard.admin',
  coreAdmin: 'guard.coreAdmin',
  emergency: 'guard.emergency',
  verifiedEmergency: 'guard.verifiedEmergency',
  complaint: 'guard.complaint',
};

export interface AppRoute {
  path: string;
  rule: AccessRule;
  area: Area;
  /** The page; routes without one render the 'Coming soon' placeholder (still guarded). */
  page?: ComponentType;
  /** Title of the placeholder. */
  title?: MessageId;
  /** A further condition on the session; a session that fails it sees `denial` (or the area's message). */
  when?: (session: Session) => boolean;
  denial?: MessageId;
}

const publicPage = (path: string, page?: ComponentType, title?: MessageId): AppRoute => ({ path, rule: rules.everyone, area: 'public', page, title });
const guarded =
  (area: AppRoute['area'], rule: AccessRule) =>
  (path: string, title?: MessageId, page?: ComponentType): AppRoute => ({ path, rule, area, page, title });

// Volunteers reach their home, profile, referee and settings before approval; everything else needs approval.
const volunteer = guarded('volunteer', rules.volunteer);
const approvedVolunteer = guarded('volunteer', rules.approvedVolunteer);
// A VIO must reach its home and profile to complete it; everything else needs e-mail verification and approval.
const vio = guarded('vio', rules.vio);
const approvedVio = guarded('vio', rules.approvedVio);
const admin = guarded('admin', rules.admin);
const coreAdmin = guarded('coreAdmin', rules.coreAdmin);
// Reports and the dashboard: admins holding VIEW_REPORTS (the API refuses the others).
const reportAdmin = guarded('admin', { all: [bit.ADMIN, bit.VIEW_REPORTS] });
const emergencyManager = guarded('admin', rules.emergencyManager);
/** Sub-VIO pages: one level only, so a sub-VIO (the session's `isSubVio`) is refused them as the server does (403). */
export const isPrincipal = (session: Session) => !session.isSubVio;
const principalOnly = (route: AppRoute): AppRoute => ({ ...route, when: isPrincipal, denial: 'org.guard.subVio' });
const verifiedEmergency = guarded('verifiedEmergency', rules.verifiedEmergency);

/**
 * Each area of the console is a chunk of its own, fetched when one of its routes is first shown: a visitor's
 * page loads the public chunk, never the admin pages (App wraps every page in Suspense). `chunk` names the
 * area's source as the build manifest does; the bundle budget test (scripts/test/bundle-budget.test.ts) reads it.
 */
export type AreaPage = ComponentType & { chunk: string; preload: (pathname?: string, language?: Language) => Promise<unknown> };
const area =
  <M extends Record<string, unknown>>(name: string, load: () => Promise<M>) =>
  (page: keyof M & string): AreaPage =>
    Object.assign(lazy(() => load().then((m) => ({ default: m[page] as ComponentType }))), { chunk: `src/areas/${name}.ts`, preload: load });
const publicArea = area('public', () => import('./areas/public'));
const accountArea = area('account', () => import('./areas/account'));
const volunteerArea = area('volunteer', () => import('./areas/volunteer'));
const vioArea = area('vio', () => import('./areas/vio'));
const adminArea = area('admin', () => import('./areas/admin'));
const reportsArea = area('reports', () => import('./areas/reports'));
const emergencyArea = area('emergency', () => import('./areas/emergency'));
/** A policy document (issue 27): the public area and, given the page's path and language, the text it shows. */
const policyPage: AreaPage = Object.assign(publicArea('PolicyPage'), {
  preload: (pathname?: string, language?: Language) =>
    Promise.all([import('./areas/public'), pathname && language ? import('./pages/content/policies/policy').then((m) => m.preloadPolicyText(pathname, language)) : undefined]),
});

export const routes: AppRoute[] = [
  // Public and authentication
  publicPage('/', publicArea('Landing')),
  { path: '/login', rule: rules.everyone, area: 'anonymousOnly', page: accountArea('Login') },
  { path: '/register', rule: rules.everyone, area: 'anonymousOnly', page: accountArea('Register') },
  publicPage('/aboutus', publicArea('AboutUs')),
  publicPage('/contactus', publicArea('ContactUs')),
  publicPage('/newsfeed', publicArea('NewsFeed')),
  publicPage('/engage-with-us', publicArea('EngageWithUs')),
  // The platform's terms as web pages (issue 27): /policies/conditions-of-service, /privacy-policy, /copyright-and-terms-of-use.
  publicPage('/policies/:document', policyPage),
  publicPage('/verifyEmail/:secretKey', accountArea('VerifyEmail')),
  publicPage('/verifyVioEmail/:secretKey', accountArea('VerifyEmail')),
  publicPage('/verifyMobile/:email', accountArea('VerifyMobile')),
  publicPage('/forgetPassword', accountArea('ForgetPassword')),
  publicPage('/forgetPassword/:token', accountArea('ResetPassword')),
  publicPage('/volunteer/:volunteerId', publicArea('VolunteerPublicProfile')),
  publicPage('/profile/volunteer/:volunteerId', publicArea('VolunteerPublicProfile')),
  publicPage('/vio/:vioId', publicArea('VioPublicProfile')),
  publicPage('/verify/:id', publicArea('VerifyCertificate')),
  publicPage('/profile/vio/:vioId', publicArea('VioPublicProfile')),
  publicPage('/volunteer-opportunities', publicArea('PublicOpportunities')),
  publicPage('/testComponent'),
  publicPage('/refereeFeedback/:token', accountArea('RefereeFeedback')),
  publicPage('/admin/verify/:token', accountArea('AdminRegister')),
  publicPage('/dev/outbox', accountArea('DevOutbox')),
  { path: '/submitComplaint', rule: rules.emailVerifiedVolunteerOrVio, area: 'complaint', page: accountArea('SubmitComplaint') },
  // Any logged-in user (volunteer, VIO and emergency menus all link it).
  { path: '/settings', rule: rules.anyUser, area: 'user', page: accountArea('Settings') },

  // Volunteer area
  volunteer('/volunteerHome', undefined, volunteerArea('VolunteerHome')),
  volunteer('/profile', undefined, volunteerArea('BioProfile')),
  volunteer('/referee', undefined, volunteerArea('AddReferee')),
  volunteer('/viewReferee', undefined, volunteerArea('ViewReferee')),
  approvedVolunteer('/opportunities/myOpportunities', undefined, volunteerArea('MyOpportunities')),
  approvedVolunteer('/volunteerAgreement/:opId/:volunteerId/:vioId', undefined, volunteerArea('VolunteerAgreement')),
  // The volunteer's check-in code on an engagement day (issue 28); the API refuses another's application.
  approvedVolunteer('/checkin/:applicationId', undefined, volunteerArea('CheckinCode')),
  // The volunteer's certificates (issue 29); anyone verifies one at /verify/:id.
  approvedVolunteer('/certificates', 'certificate.menu', volunteerArea('MyCertificates')),
  approvedVolunteer('/vioFeedback/:opportunityId/:volunteerId/:vioId', undefined, volunteerArea('VolunteerFeedbackAboutVio')),
  approvedVolunteer('/volunteerReports', 'menu.volunteerReports', reportsArea('VolunteerReports')),
  approvedVolunteer('/org-vios', 'menu.orgVios', volunteerArea('OrgVios')),
  approvedVolunteer('/viewAllOpportunities', undefined, volunteerArea('VolunteerOpportunities')),
  approvedVolunteer('/viewAllOpportuniy', undefined, volunteerArea('VolunteerOpportunities')),
  // Public (issue 25): anyone reads an approved opportunity; a volunteer's Apply loads with the volunteer's part.
  publicPage('/viewOpportunity/:id', publicArea('OpportunityPage')),

  // VIO area
  vio('/vioHome', undefined, vioArea('VioHome')),
  vio('/viohome', undefined, vioArea('VioHome')),
  vio('/vioprofile', 'menu.vioProfile', vioArea('VioProfile')),
  approvedVio('/createVO', undefined, vioArea('CreateOpportunity')),
  approvedVio('/createNonFormalVO', undefined, vioArea('CreateNonFormalOpportunity')),
  approvedVio('/nonFormalVOList', undefined, vioArea('NonFormalList')),
  approvedVio('/VO/:id', undefined, vioArea('EditOpportunity')),
  approvedVio('/vo/:id', undefined, vioArea('EditOpportunity')),
  approvedVio('/NonFormalVO/:id', undefined, vioArea('NonFormalView')),
  approvedVio('/volunteerOpportunity/:id', undefined, vioArea('VioOpportunityPage')),
  approvedVio('/vio/volunteerOpportunity/:id', undefined, vioArea('VioOpportunityPage')),
  principalOnly(approvedVio('/createSubVio', 'menu.createSubVio', vioArea('CreateSubVio'))),
  principalOnly(approvedVio('/viewSubVios', 'menu.viewSubVios', vioArea('ViewSubVios'))),
  principalOnly(approvedVio('/viewSubVio/:subvioId', 'menu.viewSubVios', vioArea('SubVioDetail'))),
  principalOnly(approvedVio('/subVIOList', 'menu.viewSubVios', vioArea('SubVioList'))),
  approvedVio('/viewOrganizationalVolunteers', 'menu.orgVolunteers', vioArea('OrganisationalVolunteers')),
  approvedVio('/org-volunteers', 'menu.orgVolunteers', vioArea('OrgVolunteers')),
  approvedVio('/share-opportunity/:opportunityId', undefined, vioArea('ShareOpportunity')),
  approvedVio('/accept-shared-opportunities', undefined, vioArea('AcceptSharedOpportunities')),
  approvedVio('/vioReports', 'menu.vioReports', reportsArea('VioReports')),
  approvedVio('/vioAgreement/:opId/:volunteerId/:vioId', undefined, vioArea('VioAgreement')),
  approvedVio('/volunteerFeedback/:opportunityId/:volunteerId/:vioId', undefined, vioArea('VioFeedbackAboutVolunteer')),
  // A day's attendance with the code scanner (issue 28); the API checks the VIO acts for the opportunity.
  approvedVio('/vio/attendance/:opportunityId/:date', undefined, vioArea('AttendanceDay')),

  // Admin area
  admin('/admin/profile', undefined, adminArea('AdminProfile')),
  coreAdmin('/admin/invite', undefined, adminArea('InviteAdmin')),
  coreAdmin('/admin/adminlist', undefined, adminArea('AdminList')),
  admin('/admin/changepw', undefined, adminArea('AdminChangePassword')),
  admin('/admin/viewOpportunity/:id', undefined, adminArea('AdminOpportunityView')),
  admin('/admin/viewAllOpportunities', undefined, adminArea('AdminOpportunitiesToApprove')),
  admin('/admin/volunteerOpportunity', undefined, adminArea('AdminApprovedOpportunities')),
  admin('/admin/volunteerOpportunity/:id', undefined, adminArea('AdminApplicantsPage')),
  { path: '/admin/VIOApproval', rule: rules.vioReviewer, area: 'admin', page: adminArea('VioApproval') },
  admin('/admin/VIOlist', 'menu.vioList', adminArea('VioList')),
  guarded('admin', rules.volunteerViewer)('/admin/volunteerList', undefined, adminArea('VolunteerList')),
  guarded('admin', rules.volunteerViewer)('/admin/volunteer/:volunteerId', undefined, adminArea('VolunteerDetail')),
  admin('/admin/vio/:vioId', 'menu.vioList', adminArea('VioDetail')),
  admin('/admin/subVioTransfer/:subVioId', 'menu.vioList', adminArea('SubVioTransfer')),
  admin('/admin/NonFormalVOApproval', undefined, adminArea('AdminNonFormalApproval')),
  admin('/admin/NonFormalVO/:id', undefined, adminArea('AdminNonFormalView')),
  admin('/complaintList', undefined, adminArea('ComplaintList')),
  reportAdmin('/report', 'menu.reports', reportsArea('AdminReportIndex')),
  reportAdmin('/admin/reports', 'menu.reports', reportsArea('AdminReportIndex')),
  reportAdmin('/admin/report/:report', 'menu.reports', reportsArea('AdminReport')),
  // Emergency users: admins holding MANAGE_EMERGENCY (issue 23); the menu hides the link from the others.
  emergencyManager('/admin/createemguser', 'menu.createEmgUser', adminArea('CreateEmergencyUser')),
  emergencyManager('/admin/emguserslist', 'menu.emgUsers', adminArea('EmergencyUserList')),
  admin('/admin/news', undefined, adminArea('AdminNews')),
  admin('/admin/volunteerStory', undefined, adminArea('StoryList')),
  admin('/admin/addVolunteerStory', undefined, adminArea('AddStory')),
  admin('/admin/editVolunteerStory/:id', undefined, adminArea('EditStory')),
  admin('/admin/partners', undefined, adminArea('PartnerList')),
  admin('/admin/addPartner', undefined, adminArea('AddPartner')),
  admin('/admin/editPartner/:id', undefined, adminArea('EditPartner')),
  // Reference documents of /aboutus (not a spec route): the platform's terms, published by a core admin.
  coreAdmin('/admin/documents', undefined, adminArea('AdminDocuments')),
  reportAdmin('/admin/dashboard', 'menu.dashboard', reportsArea('AdminDashboard')),

  // Emergency-login area
  verifiedEmergency('/emguserHome', 'menu.emgHome', emergencyArea('EmergencyHome')),
  verifiedEmergency('/emg-VolunteerOpportunity/:id', 'menu.emgHome', emergencyArea('EmergencyOpportunityPage')),
  verifiedEmergency('/createEmergencyVO', 'menu.createEmergencyVO', emergencyArea('CreateEmergencyOpportunity')),
  verifiedEmergency('/emergencyVolunteerFeedback/:opportunityId/:volunteerId/:emergencyLoginId', undefined, emergencyArea('EmergencyVolunteerFeedback')),
  // The volunteer's feedback about the mobilisation (the API refuses anyone else).
  approvedVolunteer('/emergencyLoginFeedback/:opportunityId/:volunteerId/:emergencyLoginId', undefined, volunteerArea('EmergencyLoginFeedback')),
  publicPage('/emergency/verify/:token', accountArea('EmergencyVerify')),
  publicPage('/emergency/reply/:key', accountArea('EmergencyReply')),
  // The engagement reminder mail's YES/NO links (issue 28): the signed key is the proof, no login.
  publicPage('/engagement/reply/:key', accountArea('EngagementReply')),
  // The sub-VIO's mailed link: set the password, then log in as a VIO (issue 9).
  publicPage('/subvio/verify/:token', accountArea('SubVioVerify')),
  // Mail and SMS kept because no relay or gateway is configured (production without SMTP_URL).
  coreAdmin('/admin/outbox', undefined, adminArea('AdminOutbox')),
  // Auditors (issue 13): a subject's history, for admins holding AUDIT (core admins hold it).
  guarded('admin', rules.auditor)('/admin/history/:kind/:id', undefined, adminArea('History')),
  // Delivery state of mail, SMS, Kafka and report facts, with the dead letters (issue 13).
  coreAdmin('/admin/sinks', 'sinks.menu', adminArea('AdminSinks')),
  // Read models: lag, verification against the log, blue/green rebuild with progress (not a spec route).
  coreAdmin('/admin/projections', 'projections.title', adminArea('AdminProjections')),
];

const routeByPath = new Map(routes.map((r) => [r.path, r]));

export type MenuGroup = 'public' | 'volunteer' | 'vio' | 'admin' | 'emergency';

export interface MenuEntry {
  to: string;
  label: MessageId;
  icon: IconName;
  /** Shown only to anonymous visitors (spec: 'request volunteers' is hidden when logged in). */
  anonymousOnly?: boolean;
  /** Extra condition on the session (e.g. referee filled or not). */
  when?: (session: Session) => boolean;
}

/** Side menu by user type; an item shows only if the user's access allows its route's rule. */
export const menu: Record<MenuGroup, MenuEntry[]> = {
  public: [
    { to: '/', label: 'menu.home', icon: 'home' },
    { to: '/volunteer-opportunities', label: 'menu.findOpportunities', icon: 'search' },
    { to: '/register?registerAs=vio', label: 'menu.requestVolunteers', icon: 'people', anonymousOnly: true },
    { to: '/contactus', label: 'menu.contactUs', icon: 'phone' },
    { to: '/aboutus', label: 'menu.aboutUs', icon: 'info-sign' },
    { to: '/newsfeed', label: 'menu.newsfeed', icon: 'feed' },
    { to: '/engage-with-us', label: 'menu.engageWithUs', icon: 'hand' },
  ],
  volunteer: [
    { to: '/volunteerHome', label: 'menu.volunteerHome', icon: 'dashboard' },
    { to: '/profile', label: 'menu.profile', icon: 'person' },
    { to: '/referee', label: 'menu.referee', icon: 'endorsed', when: (s) => !s.isRefereeFilled },
    { to: '/viewReferee', label: 'menu.referee', icon: 'endorsed', when: (s) => !!s.isRefereeFilled },
    { to: '/opportunities/myOpportunities', label: 'menu.myOpportunities', icon: 'briefcase' },
    { to: '/viewAllOpportunities', label: 'menu.allOpportunities', icon: 'list' },
    { to: '/volunteerReports', label: 'menu.volunteerReports', icon: 'chart' },
    { to: '/certificates', label: 'certificate.menu', icon: 'badge' },
    { to: '/org-vios', label: 'menu.orgVios', icon: 'office' },
    { to: '/submitComplaint', label: 'menu.submitComplaint', icon: 'issue' },
    { to: '/settings', label: 'menu.settings', icon: 'cog' },
  ],
  vio: [
    { to: '/vioHome', label: 'menu.vioHome', icon: 'dashboard' },
    { to: '/vioprofile', label: 'menu.vioProfile', icon: 'office' },
    { to: '/createVO', label: 'menu.createVO', icon: 'add' },
    { to: '/createNonFormalVO', label: 'menu.createNonFormalVO', icon: 'add-to-artifact' },
    { to: '/nonFormalVOList', label: 'menu.nonFormalVOList', icon: 'list' },
    { to: '/createSubVio', label: 'menu.createSubVio', icon: 'add-row-bottom', when: isPrincipal },
    { to: '/viewSubVios', label: 'menu.viewSubVios', icon: 'diagram-tree', when: isPrincipal },
    { to: '/viewOrganizationalVolunteers', label: 'menu.orgVolunteers', icon: 'people' },
    { to: '/accept-shared-opportunities', label: 'menu.sharedOpportunities', icon: 'share' },
    { to: '/vioReports', label: 'menu.vioReports', icon: 'chart' },
    { to: '/submitComplaint', label: 'menu.submitComplaint', icon: 'issue' },
    { to: '/settings', label: 'menu.settings', icon: 'cog' },
  ],
  admin: [
    { to: '/admin/profile', label: 'menu.adminProfile', icon: 'person' },
    { to: '/admin/dashboard', label: 'menu.dashboard', icon: 'dashboard' },
    { to: '/admin/viewAllOpportunities', label: 'menu.opportunityApproval', icon: 'tick-circle' },
    { to: '/admin/volunteerOpportunity', label: 'menu.opportunityApplicants', icon: 'people' },
    { to: '/admin/NonFormalVOApproval', label: 'menu.nonFormalApproval', icon: 'endorsed' },
    { to: '/admin/VIOApproval', label: 'menu.vioApproval', icon: 'office' },
    { to: '/admin/VIOlist', label: 'menu.vioList', icon: 'th-list' },
    { to: '/admin/volunteerList', label: 'menu.volunteerList', icon: 'people' },
    { to: '/complaintList', label: 'menu.complaints', icon: 'issue' },
    { to: '/admin/reports', label: 'menu.reports', icon: 'chart' },
    { to: '/admin/emguserslist', label: 'menu.emgUsers', icon: 'warning-sign' },
    { to: '/admin/news', label: 'menu.news', icon: 'feed' },
    { to: '/admin/volunteerStory', label: 'menu.stories', icon: 'book' },
    { to: '/admin/partners', label: 'menu.partners', icon: 'heart' },
    { to: '/admin/documents', label: 'content.documents.title', icon: 'document' },
    { to: '/admin/invite', label: 'menu.inviteAdmin', icon: 'new-person' },
    { to: '/admin/adminlist', label: 'menu.adminList', icon: 'shield' },
    { to: '/admin/changepw', label: 'menu.changePassword', icon: 'key' },
    { to: '/admin/sinks', label: 'sinks.menu', icon: 'exchange' },
    { to: '/admin/projections', label: 'projections.title', icon: 'database' },
  ],
  emergency: [
    { to: '/emguserHome', label: 'menu.emgHome', icon: 'dashboard' },
    { to: '/createEmergencyVO', label: 'menu.createEmergencyVO', icon: 'add' },
    { to: '/settings', label: 'menu.settings', icon: 'cog' },
  ],
};

/** The rule of the route a menu link points to. */
export const ruleOf = (to: string): AccessRule => routeByPath.get(to.split('?')[0])?.rule ?? rules.everyone;

export const groupOfType = (type: string | undefined): MenuGroup | undefined =>
  type === 'VOLUNTEER' ? 'volunteer' : type === 'VIO' ? 'vio' : type === 'ADMIN' ? 'admin' : type === 'EMERGENCY_LOGIN' ? 'emergency' : undefined;

/**
 * Fetches the chunk of the page at `pathname` (the first route that matches, as the router picks), so it arrives
 * with the app's messages instead of after a first render (a policy document also its text in `language`, so a
 * prerendered one hydrates without waiting for it). Resolves when it is there, or at once for a route without a
 * chunk; a failed fetch resolves too and is left to the page's own load, which shows the usual error.
 */
export const preloadPage = (pathname: string, language?: Language): Promise<unknown> => {
  const route = routes.find((r) => matchPath({ path: r.path, caseSensitive: true }, pathname));
  const page = route?.page as Partial<AreaPage> | undefined;
  return page?.preload?.(pathname, language).catch(() => undefined) ?? Promise.resolve();
};
