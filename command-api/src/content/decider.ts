import type { DocumentKey, DocumentLanguage, NewsRequest, NewsStatus, Sealed } from '@nvp/events';
import type { Decider } from '../infra/decider';
import { badRequest, notFound } from '@nvp/http-kit/errors';

/**
 * Pure deciders of the content slice: a news item (ACTIVE ⇄ ARCHIVED), a volunteer story, a partner and a
 * reference document. Every change names the admin who made it.
 */

export const NEWS_NOT_FOUND = 'News item not found';
export const STORY_NOT_FOUND = 'Story not found';
export const PARTNER_NOT_FOUND = 'Partner not found';

/** English title and body; Sinhala and Tamil versions are optional. */
type NewsTexts = Pick<NewsRequest, 'title' | 'body'> & Partial<Omit<NewsRequest, 'title' | 'body'>>;

// ---- News ---------------------------------------------------------------------------------------------

export type NewsCommand =
  | { type: 'PublishNews'; newsId: string; texts: NewsTexts; adminId: string }
  | { type: 'EditNews'; newsId: string; texts: NewsTexts; adminId: string }
  /** The spec's archive call toggles (ACTIVE ⇄ ARCHIVED); with `to`, it sets that status (nothing if already so). */
  | { type: 'ToggleNewsArchive'; newsId: string; adminId: string; to?: NewsStatus };

export type NewsEvent =
  | { type: 'NewsPublished'; data: { newsId: string; adminId: string } & NewsTexts }
  | { type: 'NewsEdited'; data: { newsId: string; adminId: string } & NewsTexts }
  | { type: 'NewsArchived'; data: { newsId: string; adminId: string } }
  | { type: 'NewsActivated'; data: { newsId: string; adminId: string } };

export interface NewsState {
  exists: boolean;
  status?: NewsStatus;
}

export const newsDecider: Decider<NewsCommand, NewsEvent, NewsState> = {
  initialState: { exists: false },
  decide(command, state) {
    switch (command.type) {
      case 'PublishNews':
        if (state.exists) return []; // the same id twice: already published
        return [{ type: 'NewsPublished', data: { newsId: command.newsId, ...command.texts, adminId: command.adminId } }];
      case 'EditNews':
        if (!state.exists) throw notFound(NEWS_NOT_FOUND);
        return [{ type: 'NewsEdited', data: { newsId: command.newsId, ...command.texts, adminId: command.adminId } }];
      case 'ToggleNewsArchive':
      {
        if (!state.exists) throw notFound(NEWS_NOT_FOUND);
        const to = command.to ?? (state.status === 'ACTIVE' ? 'ARCHIVED' : 'ACTIVE');
        if (to === state.status) return [];
        return [{ type: to === 'ARCHIVED' ? 'NewsArchived' : 'NewsActivated', data: { newsId: command.newsId, adminId: command.adminId } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'NewsPublished':
        return { exists: true, status: 'ACTIVE' };
      case 'NewsArchived':
        return { ...state, status: 'ARCHIVED' };
      case 'NewsActivated':
        return { ...state, status: 'ACTIVE' };
      default:
        return state;
    }
  },
};

// ---- Volunteer stories -------------------------------------------------------------------------------

export type StoryCommand =
  | { type: 'AddStory'; storyId: string; imageURL: string; personal: Sealed; adminId: string }
  | { type: 'UpdateStory'; storyId: string; imageURL: string; personal: Sealed; adminId: string }
  | { type: 'DeleteStory'; storyId: string; adminId: string };

export type StoryEvent =
  | { type: 'StoryAdded'; data: { storyId: string; imageURL: string; adminId: string; personal: Sealed } }
  | { type: 'StoryUpdated'; data: { storyId: string; imageURL: string; adminId: string; personal: Sealed } }
  | { type: 'StoryDeleted'; data: { storyId: string; adminId: string } };

export interface ItemState {
  exists: boolean;
  deleted: boolean;
}
const itemInitial: ItemState = { exists: false, deleted: false };

export const storyDecider: Decider<StoryCommand, StoryEvent, ItemState> = {
  initialState: itemInitial,
  decide(command, state) {
    switch (command.type) {
      case 'AddStory':
        if (state.exists) return [];
        return [{ type: 'StoryAdded', data: { storyId: command.storyId, imageURL: command.imageURL, adminId: command.adminId, personal: command.personal } }];
      case 'UpdateStory':
        if (!state.exists || state.deleted) throw notFound(STORY_NOT_FOUND);
        return [{ type: 'StoryUpdated', data: { storyId: command.storyId, imageURL: command.imageURL, adminId: command.adminId, personal: command.personal } }];
      case 'DeleteStory':
        if (!state.exists || state.deleted) throw notFound(STORY_NOT_FOUND);
        return [{ type: 'StoryDeleted', data: { storyId: command.storyId, adminId: command.adminId } }];
    }
  },
  evolve(state, event) {
    if (event.type === 'StoryAdded') return { exists: true, deleted: false };
    if (event.type === 'StoryDeleted') return { ...state, deleted: true };
    return state;
  },
};

// ---- Partners ----------------------------------------------------------------------------------------

export type PartnerCommand =
  | { type: 'AddPartner'; partnerId: string; name: string; imageURL: string; adminId: string }
  | { type: 'UpdatePartner'; partnerId: string; name: string; imageURL: string; adminId: string }
  | { type: 'DeletePartner'; partnerId: string; adminId: string };

export type PartnerEvent =
  | { type: 'PartnerAdded'; data: { partnerId: string; name: string; imageURL: string; adminId: string } }
  | { type: 'PartnerUpdated'; data: { partnerId: string; name: string; imageURL: string; adminId: string } }
  | { type: 'PartnerDeleted'; data: { partnerId: string; adminId: string } };

export const partnerDecider: Decider<PartnerCommand, PartnerEvent, ItemState> = {
  initialState: itemInitial,
  decide(command, state) {
    switch (command.type) {
      case 'AddPartner':
        if (state.exists) return [];
        return [{ type: 'PartnerAdded', data: { partnerId: command.partnerId, name: command.name, imageURL: command.imageURL, adminId: command.adminId } }];
      case 'UpdatePartner':
        if (!state.exists || state.deleted) throw notFound(PARTNER_NOT_FOUND);
        return [{ type: 'PartnerUpdated', data: { partnerId: command.partnerId, name: command.name, imageURL: command.imageURL, adminId: command.adminId } }];
      case 'DeletePartner':
        if (!state.exists || state.deleted) throw notFound(PARTNER_NOT_FOUND);
        return [{ type: 'PartnerDeleted', data: { partnerId: command.partnerId, adminId: command.adminId } }];
    }
  },
  evolve(state, event) {
    if (event.type === 'PartnerAdded') return { exists: true, deleted: false };
    if (event.type === 'PartnerDeleted') return { ...state, deleted: true };
    return state;
  },
};

// ---- Reference documents -----------------------------------------------------------------------------

export type DocumentCommand = { type: 'PublishDocument'; key: DocumentKey; language: DocumentLanguage; fileName: string; size: number; adminId: string };
export type DocumentEvent = { type: 'DocumentPublished'; data: { key: DocumentKey; language: DocumentLanguage; fileName: string; size: number; adminId: string } };
export interface DocumentState {
  fileName?: string;
}

export const DOCUMENT_UNCHANGED = 'This file is already the published version';

export const documentDecider: Decider<DocumentCommand, DocumentEvent, DocumentState> = {
  initialState: {},
  decide(command, state) {
    // The same bytes again would only add noise to the log.
    if (state.fileName === command.fileName) throw badRequest(DOCUMENT_UNCHANGED);
    const { type: _, ...data } = command;
    return [{ type: 'DocumentPublished', data }];
  },
  evolve: (_state, event) => ({ fileName: event.data.fileName }),
};
