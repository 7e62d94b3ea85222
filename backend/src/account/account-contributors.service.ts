import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AccountData, type AccountDataContributor, type AccountDataStage } from '../common/account-data/account-data';

/** A contributor with the stage it deletes at. */
export interface StagedContributor {
  stage: AccountDataStage;
  contributor: AccountDataContributor;
}

/**
 * Every module's {@link AccountDataContributor} (the providers marked `@AccountData`), found once
 * the application has started, lowest stage first: account/ asks them instead of reading their tables.
 */
@Injectable()
export class AccountContributors {
  private found: StagedContributor[] | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  /** The contributors, by stage (ascending), each stage in the order the modules were registered. */
  all(): StagedContributor[] {
    this.found ??= this.discovery
      .getProviders({ metadataKey: AccountData.KEY })
      .filter((wrapper) => wrapper.instance)
      .map((wrapper) => ({
        stage: this.discovery.getMetadataByDecorator(AccountData, wrapper) as AccountDataStage,
        contributor: wrapper.instance as AccountDataContributor,
      }))
      .sort((a, b) => a.stage - b.stage);
    return this.found;
  }
}
