import { ReportPdfService } from './report-pdf.service';

describe('ReportPdfService', () => {
  it('starts its first worker at boot when asked (production), so the first PDF does not wait for it', async () => {
    const service = new ReportPdfService({ startAtBoot: true, maxThreads: 1 });
    expect(service.threadCount).toBe(0);
    service.onApplicationBootstrap();
    expect(service.threadCount).toBe(1);
    await service.onModuleDestroy();
  });

  it('starts no thread at boot otherwise (an instance that never draws a PDF)', async () => {
    const service = new ReportPdfService({ maxThreads: 1 });
    service.onApplicationBootstrap();
    expect(service.threadCount).toBe(0);
    await service.onModuleDestroy();
  });
});
