import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const httpUrl = z.url({ protocol: /^https?$/ });

export const SubcategorySchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().min(1),
  imageUrl: z.string().optional(),
});

export const CategorySchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().min(1),
  subcategories: z.array(SubcategorySchema),
  imageUrl: z.string().optional(),
});

export const ResourceSchema = z.object({
  id: slug,
  title: z.string().min(1),
  author: z.string().min(1).optional(),
  /** Paragraphs separated by a blank line; bare http(s) URLs become links. */
  description: z.string().min(1),
  type: z.string().min(1),
  category: slug,
  subcategory: slug.optional(),
  url: httpUrl.optional(),
  imageUrl: z.string().optional(),
  recommendedBy: z.string().min(1).optional(),
});

export type Subcategory = z.infer<typeof SubcategorySchema>;
export type Category = z.infer<typeof CategorySchema>;
export type Resource = z.infer<typeof ResourceSchema>;
