/** The home page's testimonials wall: its columns. The testimonials are the owner's (Configurações, src/lib/site-facts.ts). */
import type { ShownTestimonial } from '../../lib/site-facts.ts';
/** The wall's columns: testimonials dealt out in turn, so each column mixes voices. */
export function testimonialColumns(testimonials: readonly ShownTestimonial[], count: number): ShownTestimonial[][] {
  const columns: ShownTestimonial[][] = Array.from({ length: count }, () => []);
  testimonials.forEach((testimonial, index) => columns[index % count]!.push(testimonial));
  return columns;
}
