/**
 * A tenant's reviews (spec §3 "Review", §5, §9), read through the CMS's REST API: hidden reviews
 * are never in it (the collection's public access leaves them out).
 */
import type { Review, Tenant } from '@dealer/cms/payload-types';
import { REVIEWS_SHOWN, reviewSummary, type ReviewSummary } from '@dealer/domain';
import { cmsFind, cmsFindAll } from '@/lib/cmsClient';

/** The count and average of every review of the tenant (the home page's summary line). */
export async function loadReviewSummary(tenantId: number): Promise<ReviewSummary | null> {
  const reviews = await cmsFindAll<Pick<Review, 'rating'>>('reviews', {
    where: { tenant: { equals: tenantId } },
    depth: 0,
    sort: 'id',
    select: { rating: true },
  });
  return reviewSummary(reviews.map((review) => review.rating));
}

/** A review as the carousel shows it. */
export interface ReviewCard {
  id: number;
  name: string;
  rating: number;
  text: string | null;
  /** YYYY-MM-DD. */
  date: string;
}

export interface ReviewsResponse {
  reviews: ReviewCard[];
}

/** The newest reviews of the tenant with this slug (the carousel), or null when there is no such tenant. */
export async function loadLatestReviews(tenantSlug: string): Promise<ReviewCard[] | null> {
  // An address can name a tenant that does not exist (`{anything}.localhost` in development).
  const tenants = await cmsFind<Pick<Tenant, 'id'>>('tenants', { where: { slug: { equals: tenantSlug } }, depth: 0, limit: 1, select: {} });
  const tenant = tenants.docs[0];
  if (!tenant) return null;
  const result = await cmsFind<Review>('reviews', {
    where: { tenant: { equals: tenant.id } },
    depth: 0,
    limit: REVIEWS_SHOWN,
    sort: '-review_date',
    select: { customer_name: true, rating: true, text: true, review_date: true },
  });
  return result.docs.map((review) => ({
    id: review.id,
    name: review.customer_name,
    rating: review.rating,
    text: review.text ?? null,
    date: review.review_date.slice(0, 10),
  }));
}
