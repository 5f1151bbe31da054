import { useT, type MessageId } from '../i18n';
import { menu, type AppRoute } from '../routes';
import { usePageHead } from './usePageHead';

/** The side menu's label of each path it links (a page's name where the page sets none of its own). */
const menuLabels = new Map<string, MessageId>(Object.values(menu).flatMap((entries) => entries.filter((e) => !e.to.includes('?')).map((e) => [e.to, e.label] as const)));

/** Pages no menu links, named by a message they already show (those with their own head call are not here). */
const pageTitles: Record<string, MessageId> = {
  '/forgetPassword': 'account.forgot.title',
  '/forgetPassword/:token': 'account.reset.title',
  '/verifyEmail/:secretKey': 'verify.loading',
  '/verifyVioEmail/:secretKey': 'verify.loading',
  '/verifyMobile/:email': 'volunteer.phone.title',
  '/admin/verify/:token': 'account.adminRegister.title',
  '/subvio/verify/:token': 'org.verify.title',
  '/dev/outbox': 'outbox.title',
  '/admin/outbox': 'outbox.title',
  '/viewAllOpportuniy': 'menu.allOpportunities',
  '/viohome': 'menu.vioHome',
  '/VO/:id': 'opportunity.form.editTitle',
  '/vo/:id': 'opportunity.form.editTitle',
  '/NonFormalVO/:id': 'menu.nonFormalVOList',
  '/admin/NonFormalVO/:id': 'menu.nonFormalApproval',
  '/volunteerOpportunity/:id': 'findable.opportunity.title',
  '/vio/volunteerOpportunity/:id': 'findable.opportunity.title',
  '/admin/viewOpportunity/:id': 'findable.opportunity.title',
  '/admin/volunteerOpportunity/:id': 'menu.opportunityApplicants',
  '/admin/volunteer/:volunteerId': 'menu.volunteerList',
  '/admin/addVolunteerStory': 'content.stories.addTitle',
  '/admin/editVolunteerStory/:id': 'content.stories.editTitle',
  '/admin/addPartner': 'content.partners.addTitle',
  '/admin/editPartner/:id': 'content.partners.editTitle',
  '/admin/history/:kind/:id': 'audit.title',
};

/** A route's own name: its placeholder title, else the label of the menu entry that links it, else the table's. */
export const routeTitleOf = (route: Pick<AppRoute, 'path' | 'title'>): MessageId | undefined => route.title ?? menuLabels.get(route.path) ?? pageTitles[route.path];

/**
 * Every route's head, rendered by the Guard with the page: the route's name as the title (the site's name alone
 * when it has none) with the site's description. A page that knows better calls usePageHead itself, which
 * outweighs this one whichever is written first.
 */
export const RouteHead = ({ route }: { route: AppRoute }) => {
  const { t } = useT();
  const id = routeTitleOf(route);
  usePageHead(id ? t(id) : undefined, undefined, 0);
  return null;
};
