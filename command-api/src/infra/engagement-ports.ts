import type { AppendResult } from '@nvp/events';
import type { CommandContext } from './command-handler';

/**
 * What the application and attendance slices ask of each other (slices never import each other's files: they meet
 * here, as in sms-replies.ts). Each slice provides its side when its routes are registered; calls come later, with
 * requests and sweeps, so the order of registration does not matter.
 */

/** Attendance asks the application slice to give up an approved application's place (a NO on its last day). */
export type ReleasePlace = (input: { applicationId: string; opportunityId: string; reason: 'DECLINED'; context: CommandContext }) => Promise<{ released: boolean; result?: AppendResult }>;
/** The application slice asks attendance for the hours it proposes (the event that confirms hours keeps them). */
export type ProposedHours = (applicationId: string) => Promise<number | undefined>;

export const createEngagementPorts = () => {
  let releasePlace: ReleasePlace | undefined;
  let proposedHours: ProposedHours | undefined;
  return {
    provideReleasePlace: (release: ReleasePlace) => void (releasePlace = release),
    provideProposedHours: (hours: ProposedHours) => void (proposedHours = hours),
    /** The application slice's roster releases the place (and offers it to the first waiting). */
    releasePlace: (input: Parameters<ReleasePlace>[0]) => {
      if (!releasePlace) throw new Error('releasePlace: the application slice is not registered');
      return releasePlace(input);
    },
    /** Undefined when attendance proposes none (no day with both a check-in and a check-out, or no attendance slice). */
    proposedHours: (applicationId: string) => (proposedHours ? proposedHours(applicationId) : Promise.resolve(undefined)),
  };
};
