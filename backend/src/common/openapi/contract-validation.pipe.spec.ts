import 'reflect-metadata';
import { Body, Param, Query } from '@nestjs/common';
import { endpoints } from '@flourishly/contracts';
import { ZodValidationException } from 'nestjs-zod';
import { ContractValidationPipe } from './contract-validation.pipe';
import { ContractRoute } from './routes';

describe('ContractValidationPipe', () => {
  const pipe = new ContractValidationPipe(endpoints.revokeReportLink);

  it('parses path parameters with the entry’s schema: ids become numbers', () => {
    expect(pipe.transform({ childId: '7', linkId: '12' }, { type: 'param' })).toEqual({ childId: 7, linkId: 12 });
  });

  it('checks one named key with its property’s schema', () => {
    expect(pipe.transform('12', { type: 'param', data: 'linkId' })).toBe(12);
    expect(() => pipe.transform('x', { type: 'param', data: 'linkId' })).toThrow(ZodValidationException);
  });

  it('rejects invalid input with every issue, for the exception filter to answer 400', () => {
    const create = new ContractValidationPipe(endpoints.createReportLink);
    expect(() => create.transform({ expiresInDays: 400 }, { type: 'body' })).toThrow(ZodValidationException);
    expect(create.transform({ expiresInDays: 7 }, { type: 'body' })).toEqual({ expiresInDays: 7 });
  });

  it('validates a query', () => {
    const tips = new ContractValidationPipe(endpoints.parentTips);
    expect(() => tips.transform({ ageGroup: 'teenager' }, { type: 'query' })).toThrow(ZodValidationException);
  });

  it('leaves custom parameter decorators (the user, the child) alone', () => {
    const user = { id: 1 };
    expect(pipe.transform(user, { type: 'custom' })).toBe(user);
  });
});

describe('ContractRoute inputs', () => {
  it('refuses a handler that reads a body its entry declares no schema for', () => {
    expect(() => {
      class Probe {
        @ContractRoute(endpoints.reportLinks, 'child-profiles/:childId')
        list(@Body() body: unknown) {
          return body;
        }
      }
      return Probe;
    }).toThrow('GET /api/child-profiles/{childId}/report-links reads its body but the registry declares no body schema for it');
  });

  it('refuses a handler that reads a query key or path parameter its entry does not declare', () => {
    expect(() => {
      class Probe {
        @ContractRoute(endpoints.revokeReportLink, 'child-profiles/:childId')
        revoke(@Param('id') id: string) {
          return id;
        }
      }
      return Probe;
    }).toThrow("reads param 'id', which its registry schema does not declare");
    expect(() => {
      class Probe {
        @ContractRoute(endpoints.reportLinks, 'child-profiles/:childId')
        list(@Query('page') page: string) {
          return page;
        }
      }
      return Probe;
    }).toThrow('reads its query but the registry declares no query schema');
  });

  it('accepts a handler whose inputs all have schemas', () => {
    expect(() => {
      class Probe {
        @ContractRoute(endpoints.createReportLink, 'child-profiles/:childId')
        create(@Param() params: unknown, @Body() body: unknown) {
          return [params, body];
        }
      }
      return Probe;
    }).not.toThrow();
  });
});
