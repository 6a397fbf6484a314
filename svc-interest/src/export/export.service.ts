import { Injectable } from '@nestjs/common';
import { ExportParts, type ExportPart, type ExportRequested } from '@dating/server';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { MembersClient } from '../members/members.client';
import {
  blocksFile,
  conversationHead,
  conversationsFile,
  exportPaths,
  interestsFile,
  matchesFile,
  membersToName,
  messageEntry,
  namer,
  notificationsFile,
  numberConversations,
  reportsMadeFile,
  type Namer,
} from './export-rules';
import { exportTexts, type ExportTexts } from './export-texts';
import { ExportRepository, messagePage, type ConversationRow } from './export.repository';

/** profile.cards.by-ids takes at most this many ids (cardsByIdsSchema). */
const cardsPerCall = 100;

/**
 * svc-interest's part of a member's data export (issue 29 item 2), from its own tables: their
 * interest, matches, blocks, conversations, reports made and notifications under `contacts/`.
 * The other members are named as their cards show them, asked of svc-profile in batches of a
 * hundred; should it not answer, the part fails and the request comes again, so no export is
 * ready without names. A member already erased gets an empty part, still reported.
 */
@Injectable()
export class ExportService {
  constructor(
    private readonly rows: ExportRepository,
    private readonly members: MembersClient,
    private readonly parts: ExportParts,
    private readonly erased: ErasedMembersRepository,
  ) {}

  write(request: ExportRequested): Promise<void> {
    return this.parts.write('svc-interest', request, async (part) => {
      if (await this.erased.isErased(request.user_id)) return;
      await this.build(part, request.user_id, exportTexts[request.lang]);
      // Erased while the files were written: not reported, so the request comes again and then
      // finds the tombstone (an empty part).
      if (await this.erased.isErased(request.user_id))
        throw new Error(`export ${request.export_id}: the member was erased meanwhile`);
    });
  }

  private async build(part: ExportPart, userId: number, texts: ExportTexts): Promise<void> {
    const [interests, blocks, conversations, reports, notifications, lastDigest] =
      await Promise.all([
        this.rows.interests(userId),
        this.rows.blocksMade(userId),
        this.rows.conversations(userId),
        this.rows.reportsMade(userId),
        this.rows.notifications(userId),
        this.rows.lastDigest(userId),
      ]);
    const name = namer(
      await this.names(membersToName(userId, { interests, conversations, reports, notifications })),
      texts,
    );
    const numbers = numberConversations(conversations);
    await part.json(exportPaths.interests, texts.interests, interestsFile(userId, interests, name));
    await part.json(exportPaths.matches, texts.matches, matchesFile(userId, interests, name));
    await part.json(exportPaths.blocks, texts.blocks, blocksFile(blocks));
    await part.json(
      exportPaths.conversations,
      texts.conversations,
      conversationsFile(userId, conversations, numbers, name),
    );
    for (const conversation of conversations) {
      const n = numbers.get(conversation.conversation_id) ?? 0;
      await part.json(
        exportPaths.conversation(n),
        texts.conversation(n),
        await this.conversationFile(userId, conversation, n, name),
      );
    }
    await part.json(
      exportPaths.reportsMade,
      texts.reportsMade,
      reportsMadeFile(reports, numbers, name),
    );
    await part.json(
      exportPaths.notifications,
      texts.notifications,
      notificationsFile(notifications, lastDigest, numbers, name),
    );
  }

  /** One conversation with all its messages, read a page at a time, oldest first. */
  private async conversationFile(
    userId: number,
    conversation: ConversationRow,
    n: number,
    name: Namer,
  ) {
    const other = name(conversation.other_user_id, conversation.other_deleted);
    const messages: ReturnType<typeof messageEntry>[] = [];
    for (let after = '0'; ;) {
      const page = await this.rows.messagesAfter(conversation.conversation_id, after);
      for (const row of page) messages.push(messageEntry(userId, conversation, other, row));
      const last = page.at(-1);
      if (page.length < messagePage || !last) break;
      after = last.id;
    }
    return { ...conversationHead(userId, conversation, n, name), messages };
  }

  /** The visible members' names as their cards show them, in batches svc-profile takes. */
  private async names(userIds: readonly number[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (let start = 0; start < userIds.length; start += cardsPerCall) {
      const cards = await this.members.cards(userIds.slice(start, start + cardsPerCall), null);
      for (const card of cards) names.set(card.id, card.name);
    }
    return names;
  }
}
