import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { SharedReport } from '@flourishly/contracts';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ServiceBusyException } from '../common/filters/service-busy.exception';
import { reportPdfModel, type ReportPdfOptions } from './report-pdf';

/** Report PDFs waiting for a worker beyond those being drawn; more answer 503 at once. */
export const REPORT_PDF_QUEUE = 20;
/** Seconds a client is told to wait when the queue is full (a PDF takes well under a second). */
export const REPORT_PDF_RETRY_AFTER_SECONDS = 5;
export const REPORT_PDF_BUSY_MESSAGE = 'Many reports are being prepared right now. Please try again in a few seconds.';

export interface ReportPdfPoolOptions {
  /** Worker threads; default one fewer than the cores (at least 1, at most 4), so the event loop keeps a core. */
  maxThreads?: number;
  /** Waiting renders; default {@link REPORT_PDF_QUEUE}. */
  maxQueue?: number;
  /**
   * Start the first worker when the application starts (production), so the first PDF after a
   * start does not wait seconds for a thread to load pdfkit and the font; else on the first PDF.
   */
  startAtBoot?: boolean;
}

/**
 * Draws report PDFs in a pool of worker threads (piscina) with a bounded queue: the content is
 * laid out as blocks here (report-pdf.ts), pdfkit runs in report-pdf.worker.js, so a PDF never
 * holds the event loop; a full queue is 503 with Retry-After rather than a growing backlog
 * (docs/architecture.md, "Report links"). Threads past the first exit after a minute idle.
 */
@Injectable()
export class ReportPdfService implements OnApplicationBootstrap, OnModuleDestroy {
  private pool: Piscina | null = null;

  constructor(private readonly options: ReportPdfPoolOptions = {}) {}

  /** The pool, started at boot or on the first PDF (an instance in tests that never draws one starts no thread). */
  private workers(): Piscina {
    // minThreads 1: with 0, piscina 4 leaves the first task queued forever.
    this.pool ??= new Piscina({
      filename: join(__dirname, 'report-pdf.worker.js'),
      minThreads: 1,
      maxThreads: this.options.maxThreads ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
      maxQueue: this.options.maxQueue ?? REPORT_PDF_QUEUE,
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  /**
   * The report as a PDF (A4, DejaVu Sans or for Hindi Noto Sans Devanagari embedded) in
   * `options.locale`. Rejects with {@link ServiceBusyException} (503, Retry-After
   * {@link REPORT_PDF_RETRY_AFTER_SECONDS}) when the queue is full.
   */
  async render(report: SharedReport, options: ReportPdfOptions = {}): Promise<Buffer> {
    const model = reportPdfModel(report, options);
    try {
      const bytes = (await this.workers().run(model)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof Error && /task queue/i.test(error.message)) {
        throw new ServiceBusyException(REPORT_PDF_BUSY_MESSAGE, REPORT_PDF_RETRY_AFTER_SECONDS);
      }
      throw error;
    }
  }

  /** Worker threads running now: 0 until the pool starts. */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  onApplicationBootstrap(): void {
    if (this.options.startAtBoot) this.workers();
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.destroy();
  }
}
