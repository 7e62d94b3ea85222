import { installProcessGuards } from './process-guards';

describe('process guards', () => {
  const logger = { log: jest.fn(), error: jest.fn(), warn: jest.fn() };
  let remove: () => void;

  afterEach(() => {
    remove?.();
    jest.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('logs a rejection no request awaited and keeps the process running', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    remove = installProcessGuards(logger);
    process.emit('unhandledRejection', new Error('listener failed'), Promise.resolve());
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('listener failed'));
    expect(exit).not.toHaveBeenCalled();
  });

  it('closes the server, then exits 1 on an uncaught exception', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const onFatal = jest.fn(async () => undefined);
    remove = installProcessGuards(logger, onFatal);
    process.emit('uncaughtException', new Error('timer blew up'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(onFatal).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('timer blew up'));
  });
});
