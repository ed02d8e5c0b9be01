-- Review invariants Prisma cannot express (docs/product-rules.md §12).
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_comment_check" CHECK (length(btrim("comment")) > 0);
ALTER TABLE "caterers" ADD CONSTRAINT "caterers_review_count_check" CHECK ("reviewCount" >= 0);
