import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  Buckets,
  CLOCK,
  ExportParts,
  ObjectStorage,
  type Clock,
  type ExportRequested,
} from '@dating/server';
import { billingExportTexts } from './export-texts';
import {
  membershipsFile,
  ordersFile,
  receiptBaseNames,
  receiptExtension,
  receiptsFile,
} from './export-rules';
import { ExportRepository } from './export.repository';

/**
 * svc-billing's part of a member's data export (issue 29 item 2): their orders, memberships and
 * receipts, each receipt's image copied as it was uploaded. An erased member's part is empty:
 * the books kept under their pseudonym are no longer linked to them.
 *
 * A receipt whose object is missing fails the part (nothing is reported, the request comes
 * again): an attached receipt is an accounting voucher the bucket must keep, so its absence is a
 * fault to mend, and an export that silently lacks it would be the partial export the issue
 * forbids.
 */
@Injectable()
export class ExportService {
  private readonly logger = new Logger(ExportService.name);

  constructor(
    private readonly parts: ExportParts,
    private readonly books: ExportRepository,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async write(request: ExportRequested): Promise<void> {
    await this.parts.write('svc-billing', request, async (part) => {
      const books = await this.books.booksOf(request.user_id);
      if (!books) return;
      const texts = billingExportTexts[request.lang];
      const names = receiptBaseNames(books.receipts);
      const paths = new Map<number, string>();
      for (const receipt of books.receipts) {
        const stored = await this.storage.stat(Buckets.receipts, receipt.file_id);
        if (!stored) {
          this.logger.error({
            msg: 'receipt object missing from storage',
            exportId: request.export_id,
            userId: request.user_id,
            receiptId: receipt.receipt_id,
          });
          throw new Error(`export ${request.export_id}: receipt ${receipt.receipt_id} missing`);
        }
        const path = `${names.get(receipt.receipt_id) ?? ''}.${receiptExtension(stored.contentType)}`;
        await part.object(path, texts.receipt(receipt.purchase_id), {
          bucket: Buckets.receipts,
          key: receipt.file_id,
        });
        paths.set(receipt.receipt_id, path);
      }
      await part.json('billing/orders.json', texts.orders, ordersFile(books.orders, request.lang));
      await part.json(
        'billing/memberships.json',
        texts.memberships,
        membershipsFile(books.memberships, request.lang, this.clock.now()),
      );
      await part.json('billing/receipts.json', texts.receipts, receiptsFile(books, paths));
    });
  }
}
