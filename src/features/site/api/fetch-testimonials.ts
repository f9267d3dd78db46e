import type { TestimonialList } from '../../../../contract/site';
import { getPublicJson } from './get-public-json';

export function fetchTestimonials(): Promise<TestimonialList> {
  return getPublicJson<TestimonialList>('testimonials');
}
