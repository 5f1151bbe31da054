import type { ComponentType } from 'react';
import type { IconName } from '@blueprintjs/icons';
import { bit, rules, type AccessRule } from '@nvp/events/browser';
import type { MessageId } from './i18n';
import type { Session } from './session/SessionContext';
import { AdminProfile } from './pages/admin/AdminProfile';
import { AdminChangePassword } from './pages/admin/AdminChangePassword';
import { AdminList } from './pages/admin/AdminList';
import { AdminProjections } from './pages/admin/AdminProjections';
import { AdminRegister } from './pages/admin/AdminRegister';
import { InviteAdmin } from './pages/admin/InviteAdmin';
import { ForgetPassword } from './pages/account/ForgetPassword';
import { ResetPassword } from './pages/account/ResetPassword';
import { Settings } from './pages/account/Settings';
import { AdminOutbox, DevOutbox } from './pages/DevOutbox';
import { Landing } from './pages/Landing';
import { Login } from './pages/Login';
import { Register } from './pages/Register';
import { VerifyEmail } from './pages/VerifyEmail';
import { VerifyMobile } from './pages/volunteer/VerifyMobile';
import { VioHome } from './pages/vio/VioHome';
import { VioProfile } from './pages/vio/VioProfile';
import { vioReviewerRule } from './components/vio/shared';
import { VioApproval } from './pages/admin/VioApproval';
import { VioList } from './pages/admin/VioList';
import { VioDetail } from './pages/admin/VioDetail';
import { VioPublicProfile } from './pages/public/VioPublicProfile';
import { VolunteerHome } from './pages/volunteer/VolunteerHome';
import { BioProfile } from './pages/volunteer/BioProfile';
import { AddReferee, ViewReferee } from './pages/volunteer/Referee';
import { RefereeFeedback } from './pages/volunteer/RefereeFeedback';
import { VolunteerDetail } from './pages/admin/VolunteerDetail';
import { VolunteerList, volunteerViewerRule } from './pages/admin/VolunteerList';
import { VolunteerPublicProfile } from './pages/public/VolunteerPublicProfile';
import { NewsFeed } from './pages/content/NewsFeed';
import { AboutUs, ContactUs, EngageWithUs } from './pages/content/InfoPages';
import { AdminNews } from './pages/content/AdminNews';
import { AddPartner, AddStory, EditPartner, EditStory, PartnerList, StoryList } from './pages/content/ItemPages';
import { AdminDocuments } from './pages/content/Documents';
import { AdminSinks } from './pages/admin/AdminSinks';
import { SubmitComplaint } from './pages/complaint/SubmitComplaint';
import { ComplaintList } from './pages/complaint/ComplaintList';
import { AdminApprovedOpportunities, AdminOpportunitiesToApprove, PublicOpportunities, VolunteerOpportunities } from './pages/opportunity/OpportunityList';
import { AdminOpportunityView, VolunteerOpportunityView } from './pages/opportunity/OpportunityDetail';
import { CreateNonFormalOpportunity, CreateOpportunity, EditOpportunity } from './pages/opportunity/OpportunityForm';
import { AdminNonFormalApproval, AdminNonFormalView, NonFormalList, NonFormalView } from './pages/opportunity/NonFormal';
import { AdminApplicantsPage, VioOpportunityPage } from './pages/opportunity/VioOpportunity';
import { AcceptSharedOpportunities, ShareOpportunity } from './pages/opportunity/Sharing';
import { MyOpportunities } from './pages/application/MyOpportunities';
import { VioAgreement, VolunteerAgreement } from './pages/application/Agreement';
import { VioFeedbackAboutVolunteer, VolunteerFeedbackAboutVio } from './pages/application/Feedback';
import { VioReports, VolunteerReports } from './pages/reporting/SelfReport';
import { AdminDashboard, AdminReport, AdminReportIndex } from './pages/reporting/AdminReports';
import { CreateEmergencyUser, EmergencyUserList } from './pages/emergency/AdminEmergency';
import { EmergencyReply, EmergencyVerify } from './pages/emergency/EmergencyLinks';
import { EmergencyHome } from './pages/emergency/EmergencyHome';
import { CreateEmergencyOpportunity } from './pages/emergency/CreateEmergencyOpportunity';
import { EmergencyOpportunityPage } from './pages/emergency/EmergencyOpportunityPage';
import { EmergencyLoginFeedback, EmergencyVolunteerFeedback } from './pages/emergency/EmergencyFeedback';
import { History } from './pages/admin/History';
import { OrgVios } from './pages/organisation/OrgVios';
import { OrganisationalVolunteers, OrgVolunteers } from './pages/organisation/OrgVolunteers';
import { CreateSubVio, SubVioDetail, SubVioList, SubVioVerify, ViewSubVios } from './pages/organisation/SubVios';
import { SubVioTransfer } from './pages/organisation/SubVioTransfer';

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
const emergency = guarded('emergency', rules.emergency);
/** Sub-VIO pages: one level only, so a sub-VIO (the session's `isSubVio`) is refused them as the server does (403). */
export const isPrincipal = (session: Session) => !session.isSubVio;
const principalOnly = (route: AppRoute): AppRoute => ({ ...route, when: isPrincipal, denial: 'org.guard.subVio' });
const verifiedEmergency = guarded('verifiedEmergency', rules.verifiedEmergency);

export const routes: AppRoute[] = [
  // Public and authentication
  publicPage('/', Landing),
  { path: '/login', rule: rules.everyone, area: 'anonymousOnly', page: Login },
  { path: '/register', rule: rules.everyone, area: 'anonymousOnly', page: Register },
  publicPage('/aboutus', AboutUs),
  publicPage('/contactus', ContactUs),
  publicPage('/newsfeed', NewsFeed),
  publicPage('/engage-with-us', EngageWithUs),
  publicPage('/verifyEmail/:secretKey', VerifyEmail),
  publicPage('/verifyVioEmail/:secretKey', VerifyEmail),
  publicPage('/verifyMobile/:email', VerifyMobile),
  publicPage('/forgetPassword', ForgetPassword),
  publicPage('/forgetPassword/:token', ResetPassword),
  publicPage('/volunteer/:volunteerId', VolunteerPublicProfile),
  publicPage('/profile/volunteer/:volunteerId', VolunteerPublicProfile),
  publicPage('/vio/:vioId', VioPublicProfile),
  publicPage('/profile/vio/:vioId', VioPublicProfile),
  publicPage('/volunteer-opportunities', PublicOpportunities),
  publicPage('/testComponent'),
  publicPage('/refereeFeedback/:token', RefereeFeedback),
  publicPage('/admin/verify/:token', AdminRegister),
  publicPage('/dev/outbox', DevOutbox),
  { path: '/submitComplaint', rule: rules.emailVerifiedVolunteerOrVio, area: 'complaint', page: SubmitComplaint },
  // Any logged-in user (volunteer, VIO and emergency menus all link it).
  { path: '/settings', rule: rules.anyUser, area: 'user', page: Settings },

  // Volunteer area
  volunteer('/volunteerHome', undefined, VolunteerHome),
  volunteer('/profile', undefined, BioProfile),
  volunteer('/referee', undefined, AddReferee),
  volunteer('/viewReferee', undefined, ViewReferee),
  approvedVolunteer('/opportunities/myOpportunities', undefined, MyOpportunities),
  approvedVolunteer('/volunteerAgreement/:opId/:volunteerId/:vioId', undefined, VolunteerAgreement),
  approvedVolunteer('/vioFeedback/:opportunityId/:volunteerId/:vioId', undefined, VolunteerFeedbackAboutVio),
  approvedVolunteer('/volunteerReports', 'menu.volunteerReports', VolunteerReports),
  approvedVolunteer('/org-vios', 'menu.orgVios', OrgVios),
  approvedVolunteer('/viewAllOpportunities', undefined, VolunteerOpportunities),
  approvedVolunteer('/viewAllOpportuniy', undefined, VolunteerOpportunities),
  approvedVolunteer('/viewOpportunity/:id', undefined, VolunteerOpportunityView),

  // VIO area
  vio('/vioHome', undefined, VioHome),
  vio('/viohome', undefined, VioHome),
  vio('/vioprofile', 'menu.vioProfile', VioProfile),
  approvedVio('/createVO', undefined, CreateOpportunity),
  approvedVio('/createNonFormalVO', undefined, CreateNonFormalOpportunity),
  approvedVio('/nonFormalVOList', undefined, NonFormalList),
  approvedVio('/VO/:id', undefined, EditOpportunity),
  approvedVio('/vo/:id', undefined, EditOpportunity),
  approvedVio('/NonFormalVO/:id', undefined, NonFormalView),
  approvedVio('/volunteerOpportunity/:id', undefined, VioOpportunityPage),
  approvedVio('/vio/volunteerOpportunity/:id', undefined, VioOpportunityPage),
  principalOnly(approvedVio('/createSubVio', 'menu.createSubVio', CreateSubVio)),
  principalOnly(approvedVio('/viewSubVios', 'menu.viewSubVios', ViewSubVios)),
  principalOnly(approvedVio('/viewSubVio/:subvioId', 'menu.viewSubVios', SubVioDetail)),
  principalOnly(approvedVio('/subVIOList', 'menu.viewSubVios', SubVioList)),
  approvedVio('/viewOrganizationalVolunteers', 'menu.orgVolunteers', OrganisationalVolunteers),
  approvedVio('/org-volunteers', 'menu.orgVolunteers', OrgVolunteers),
  approvedVio('/share-opportunity/:opportunityId', undefined, ShareOpportunity),
  approvedVio('/accept-shared-opportunities', undefined, AcceptSharedOpportunities),
  approvedVio('/vioReports', 'menu.vioReports', VioReports),
  approvedVio('/vioAgreement/:opId/:volunteerId/:vioId', undefined, VioAgreement),
  approvedVio('/volunteerFeedback/:opportunityId/:volunteerId/:vioId', undefined, VioFeedbackAboutVolunteer),

  // Admin area
  admin('/admin/profile', undefined, AdminProfile),
  coreAdmin('/admin/invite', undefined, InviteAdmin),
  coreAdmin('/admin/adminlist', undefined, AdminList),
  admin('/admin/changepw', undefined, AdminChangePassword),
  admin('/admin/viewOpportunity/:id', undefined, AdminOpportunityView),
  admin('/admin/viewAllOpportunities', undefined, AdminOpportunitiesToApprove),
  admin('/admin/volunteerOpportunity', undefined, AdminApprovedOpportunities),
  admin('/admin/volunteerOpportunity/:id', undefined, AdminApplicantsPage),
  { path: '/admin/VIOApproval', rule: vioReviewerRule, area: 'admin', page: VioApproval },
  admin('/admin/VIOlist', 'menu.vioList', VioList),
  guarded('admin', volunteerViewerRule)('/admin/volunteerList', undefined, VolunteerList),
  guarded('admin', volunteerViewerRule)('/admin/volunteer/:volunteerId', undefined, VolunteerDetail),
  admin('/admin/vio/:vioId', 'menu.vioList', VioDetail),
  admin('/admin/subVioTransfer/:subVioId', 'menu.vioList', SubVioTransfer),
  admin('/admin/NonFormalVOApproval', undefined, AdminNonFormalApproval),
  admin('/admin/NonFormalVO/:id', undefined, AdminNonFormalView),
  admin('/complaintList', undefined, ComplaintList),
  reportAdmin('/report', 'menu.reports', AdminReportIndex),
  reportAdmin('/admin/reports', 'menu.reports', AdminReportIndex),
  reportAdmin('/admin/report/:report', 'menu.reports', AdminReport),
  // Emergency users: admins holding MANAGE_EMERGENCY (issue 23); the menu hides the link from the others.
  emergencyManager('/admin/createemguser', 'menu.createEmgUser', CreateEmergencyUser),
  emergencyManager('/admin/emguserslist', 'menu.emgUsers', EmergencyUserList),
  admin('/admin/news', undefined, AdminNews),
  admin('/admin/volunteerStory', undefined, StoryList),
  admin('/admin/addVolunteerStory', undefined, AddStory),
  admin('/admin/editVolunteerStory/:id', undefined, EditStory),
  admin('/admin/partners', undefined, PartnerList),
  admin('/admin/addPartner', undefined, AddPartner),
  admin('/admin/editPartner/:id', undefined, EditPartner),
  // Reference documents of /aboutus (not a spec route): the platform's terms, published by a core admin.
  coreAdmin('/admin/documents', undefined, AdminDocuments),
  reportAdmin('/admin/dashboard', 'menu.dashboard', AdminDashboard),

  // Emergency-login area
  verifiedEmergency('/emguserHome', 'menu.emgHome', EmergencyHome),
  verifiedEmergency('/emg-VolunteerOpportunity/:id', 'menu.emgHome', EmergencyOpportunityPage),
  verifiedEmergency('/createEmergencyVO', 'menu.createEmergencyVO', CreateEmergencyOpportunity),
  verifiedEmergency('/emergencyVolunteerFeedback/:opportunityId/:volunteerId/:emergencyLoginId', undefined, EmergencyVolunteerFeedback),
  // The volunteer's feedback about the mobilisation (the API refuses anyone else).
  approvedVolunteer('/emergencyLoginFeedback/:opportunityId/:volunteerId/:emergencyLoginId', undefined, EmergencyLoginFeedback),
  publicPage('/emergency/verify/:token', EmergencyVerify),
  publicPage('/emergency/reply/:key', EmergencyReply),
  // The sub-VIO's mailed link: set the password, then log in as a VIO (issue 9).
  publicPage('/subvio/verify/:token', SubVioVerify),
  // Mail and SMS kept because no relay or gateway is configured (production without SMTP_URL).
  coreAdmin('/admin/outbox', undefined, AdminOutbox),
  // Auditors (issue 13): a subject's history, for admins holding AUDIT (core admins hold it).
  guarded('admin', rules.auditor)('/admin/history/:kind/:id', undefined, History),
  // Delivery state of mail, SMS, Kafka and report facts, with the dead letters (issue 13).
  coreAdmin('/admin/sinks', 'sinks.menu', AdminSinks),
  // Read models: lag, verification against the log, blue/green rebuild with progress (not a spec route).
  coreAdmin('/admin/projections', 'projections.title', AdminProjections),
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
