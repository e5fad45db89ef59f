import { labelStyleSchema } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { sampleLabelData } from './label-sample';

describe('the preview’s sample sale', () => {
  const style = labelStyleSchema.parse({ size: { width: 40, height: 30 }, itemList: [] });

  it('follows the label’s type, so that a label of counted goods adds up', () => {
    expect(sampleLabelData(style, '', '', 'weight')).toMatchObject({
      pricing_mode: 'by_weight',
      weight_g: 1234,
      quantity: null,
      unit_price: 398,
      total_price: 491,
    });
    expect(sampleLabelData(style, '', '', 'count')).toMatchObject({
      pricing_mode: 'by_count',
      weight_g: null,
      quantity: 1,
      unit_price: 350,
      total_price: 350,
    });
    expect(sampleLabelData(style, '', '', 'fixed_weight')).toMatchObject({
      pricing_mode: 'by_count_fixed_weight',
      weight_g: 400,
      quantity: 1,
      total_price: 3580,
    });
  });
});
