// A VIO's pages (its opportunities, sub-VIOs, volunteers, sharing): one chunk.
export { VioHome } from '../pages/vio/VioHome';
export { VioProfile } from '../pages/vio/VioProfile';
export { CreateNonFormalOpportunity, CreateOpportunity, EditOpportunity } from '../pages/opportunity/OpportunityForm';
export { NonFormalList, NonFormalView } from '../pages/opportunity/NonFormal';
export { VioOpportunityPage } from '../pages/opportunity/VioOpportunity';
export { CreateSubVio, SubVioDetail, SubVioList, ViewSubVios } from '../pages/organisation/SubVios';
export { OrganisationalVolunteers, OrgVolunteers } from '../pages/organisation/OrgVolunteers';
export { AcceptSharedOpportunities, ShareOpportunity } from '../pages/opportunity/Sharing';
export { VioAgreement } from '../pages/application/Agreement';
export { VioFeedbackAboutVolunteer } from '../pages/application/Feedback';
export { AttendanceDay } from '../pages/attendance/AttendanceDay';
