// What a visitor reads without an account: one chunk, loaded by the public routes (App's entry holds none of it).
export { Landing } from '../pages/Landing';
export { AboutUs, ContactUs, EngageWithUs } from '../pages/content/InfoPages';
export { NewsFeed } from '../pages/content/NewsFeed';
export { PolicyPage } from '../pages/content/policies/PolicyPage';
export { PublicOpportunities } from '../pages/opportunity/OpportunityList';
export { OpportunityPage } from '../pages/opportunity/OpportunityPage';
export { VolunteerPublicProfile } from '../pages/public/VolunteerPublicProfile';
export { VioPublicProfile } from '../pages/public/VioPublicProfile';
// A certificate's public verification, where its QR code leads (issue 29).
export { VerifyCertificate } from '../pages/certificate/VerifyCertificate';
