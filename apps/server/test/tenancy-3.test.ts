import { describeMatrixShard, TENANCY_SHARDS } from './tenancy-suite';

describeMatrixShard(2, TENANCY_SHARDS);
