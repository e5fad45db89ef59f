import { describeMatrixShard, TENANCY_SHARDS } from './tenancy-suite';

describeMatrixShard(1, TENANCY_SHARDS);
