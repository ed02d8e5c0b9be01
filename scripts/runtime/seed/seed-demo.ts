/**
 * Loads the demo data of docs/product-rules.md §8. Idempotent: every row is found by a
 * natural key (email, owner, caterer + dish name, caterer + date, ...) and brought to the
 * demo values, so a second run leaves the same data.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type {
  ApplicationStatus,
  BookingStatus,
  PaymentStatus,
  TraySize,
} from "@/lib/generated/prisma/enums";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { bookingTotalCents } from "@/lib/money/cents";
import { hashPassword } from "@/lib/server/auth/password";
import { insertOneLineOrder, resyncAllOrders } from "@/lib/server/lines/order-rows";
import { spiceToDb } from "@/lib/server/spice";
import { refreshKitchenReach } from "@/lib/server/delivery/kitchen-reach";
import { detectMajorAllergens } from "@/lib/dishes/allergen-words";
import zipcodes from "zipcodes";
import { DEMO_CATERERS, type DemoCaterer } from "./demo-catalogue";
import { recordDemoPayment } from "./demo-payments";
import { REVIEW_GUESTS, seedDemoReviews } from "./demo-reviews";

export const DEMO_PASSWORD = "password123";

export const DEMO_ACCOUNTS = [
  { email: "admin@example.com", role: "admin", label: "Admin" },
  { email: "caterer@example.com", role: "caterer", label: "Caterer (Nonna Rosa's Kitchen)" },
  { email: "customer@example.com", role: "user", label: "Customer" },
] as const;

type SeedUser = {
  email: string;
  firstName: string;
  lastName: string;
  role: "user" | "caterer" | "admin";
  phone?: string;
};

const PEOPLE: SeedUser[] = [
  { email: "admin@example.com", firstName: "Ava", lastName: "Admin", role: "admin" },
  {
    email: "customer@example.com",
    firstName: "Casey",
    lastName: "Morgan",
    role: "user",
    phone: "(917) 555-0199",
  },
  {
    email: "jordan@example.com",
    firstName: "Jordan",
    lastName: "Lee",
    role: "user",
    phone: "(646) 555-0123",
  },
  { email: "priya@example.com", firstName: "Priya", lastName: "Raman", role: "user" },
  // Applicants, one per application status (the approved one, Sam, owns a caterer).
  { email: "dana@example.com", firstName: "Dana", lastName: "Cole", role: "user" },
  {
    email: "omar@example.com",
    firstName: "Omar",
    lastName: "Farouk",
    role: "user",
    phone: "(718) 555-0170",
  },
  { email: "mei@example.com", firstName: "Mei", lastName: "Lin", role: "user" },
  { email: "kofi@example.com", firstName: "Kofi", lastName: "Mensah", role: "user" },
  { email: "zoe@example.com", firstName: "Zoe", lastName: "Turner", role: "user" },
];

type SeedBooking = {
  caterer: string;
  dish: string;
  customer: string;
  dayOffset: number;
  time: string;
  traySize: TraySize;
  quantity: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  specialRequests?: string;
  statusComments?: string;
};

const BOOKINGS: SeedBooking[] = [
  {
    caterer: "nonna-rosa",
    dish: "Classic Beef Lasagna",
    customer: "customer@example.com",
    dayOffset: 9,
    time: "18:00",
    traySize: "large",
    quantity: 2,
    status: "pending",
    paymentStatus: "pending",
    specialRequests: "Please cut into 24 pieces.",
  },
  {
    caterer: "nonna-rosa",
    dish: "Tiramisu",
    customer: "customer@example.com",
    dayOffset: 16,
    time: "19:30",
    traySize: "medium",
    quantity: 1,
    status: "confirmed",
    paymentStatus: "paid",
    statusComments: "See you on the day!",
  },
  {
    caterer: "nonna-rosa",
    dish: "Tomato Bruschetta",
    customer: "customer@example.com",
    dayOffset: -12,
    time: "17:00",
    traySize: "large",
    quantity: 3,
    status: "completed",
    paymentStatus: "paid",
  },
  {
    caterer: "nonna-rosa",
    dish: "Spaghetti alla Norma",
    customer: "customer@example.com",
    dayOffset: 20,
    time: "12:30",
    traySize: "medium",
    quantity: 2,
    status: "cancelled",
    paymentStatus: "refunded",
    statusComments: "Cancelled by customer",
  },
  {
    caterer: "nonna-rosa",
    dish: "Caprese Salad",
    customer: "jordan@example.com",
    dayOffset: 5,
    time: "13:00",
    traySize: "medium",
    quantity: 4,
    status: "confirmed",
    paymentStatus: "paid",
    specialRequests: "Office lunch for 30, deliver to the lobby.",
  },
  {
    caterer: "nonna-rosa",
    dish: "Garlic Bread",
    customer: "priya@example.com",
    dayOffset: 9,
    time: "18:00",
    traySize: "large",
    quantity: 1,
    status: "pending",
    paymentStatus: "pending",
  },
  {
    caterer: "nonna-rosa",
    dish: "Classic Beef Lasagna",
    customer: "jordan@example.com",
    dayOffset: -30,
    time: "18:30",
    traySize: "medium",
    quantity: 2,
    status: "completed",
    paymentStatus: "paid",
  },
  {
    caterer: "casa-elena",
    dish: "Carnitas Taco Bar",
    customer: "customer@example.com",
    dayOffset: 12,
    time: "16:00",
    traySize: "large",
    quantity: 2,
    status: "confirmed",
    paymentStatus: "paid",
    specialRequests: "Extra salsa verde, mild for the kids.",
  },
  {
    caterer: "casa-elena",
    dish: "Fresh Guacamole & Chips",
    customer: "jordan@example.com",
    dayOffset: 3,
    time: "15:00",
    traySize: "medium",
    quantity: 2,
    status: "pending",
    paymentStatus: "pending",
  },
  {
    caterer: "spice-route",
    dish: "Butter Chicken",
    customer: "priya@example.com",
    dayOffset: 25,
    time: "19:00",
    traySize: "large",
    quantity: 3,
    status: "pending",
    paymentStatus: "pending",
    specialRequests: "Diwali dinner, nut-free please.",
  },
  {
    caterer: "spice-route",
    dish: "Vegetable Samosas",
    customer: "customer@example.com",
    dayOffset: -5,
    time: "18:00",
    traySize: "medium",
    quantity: 2,
    status: "completed",
    paymentStatus: "paid",
  },
  {
    caterer: "bangkok-home",
    dish: "Pad Thai",
    customer: "jordan@example.com",
    dayOffset: 7,
    time: "12:00",
    traySize: "large",
    quantity: 2,
    status: "confirmed",
    paymentStatus: "paid",
  },
  {
    caterer: "olive-and-fig",
    dish: "Mezze Platter",
    customer: "customer@example.com",
    dayOffset: 30,
    time: "17:30",
    traySize: "large",
    quantity: 1,
    status: "pending",
    paymentStatus: "failed",
  },
  {
    caterer: "magnolia-kitchen",
    dish: "Buttermilk Fried Chicken",
    customer: "priya@example.com",
    dayOffset: 14,
    time: "14:00",
    traySize: "large",
    quantity: 4,
    status: "cancelled",
    paymentStatus: "pending",
    statusComments: "Kitchen closed for a family emergency.",
  },
  {
    caterer: "smokehouse-sam",
    dish: "Smoked Beef Brisket",
    customer: "jordan@example.com",
    dayOffset: 21,
    time: "15:00",
    traySize: "large",
    quantity: 2,
    status: "pending",
    paymentStatus: "processing",
  },
];

type SeedApplication = {
  email: string;
  status: ApplicationStatus;
  businessName: string;
  cuisineTags: string[];
  serviceArea: string;
  description: string;
  phone?: string;
  adminNotes?: string;
};

const APPLICATIONS: SeedApplication[] = [
  {
    email: "dana@example.com",
    status: "draft",
    businessName: "Dana's Dumplings",
    cuisineTags: ["Chinese", "Taiwanese"],
    serviceArea: "Astoria, NY",
    description:
      "Hand-folded dumplings and scallion pancakes for parties, made in small batches from my grandmother's recipes.",
  },
  {
    email: "omar@example.com",
    status: "submitted",
    businessName: "Sahara Grill",
    cuisineTags: ["Mediterranean", "Egyptian"],
    serviceArea: "Paterson, NJ",
    phone: "(718) 555-0170",
    description:
      "Egyptian home cooking: koshari, stuffed grape leaves and charcoal-grilled kofta for weddings and family events.",
  },
  {
    email: "mei@example.com",
    status: "under_review",
    businessName: "Golden Wok Home",
    cuisineTags: ["Chinese"],
    serviceArea: "Flushing, NY",
    description:
      "Cantonese banquet dishes for lunar new year, birthdays and office parties, cooked in a licensed home kitchen.",
  },
  {
    email: "kofi@example.com",
    status: "changes_requested",
    businessName: "Accra Kitchen",
    cuisineTags: ["Ghanaian", "West African"],
    serviceArea: "Bronx, NY",
    description:
      "Jollof rice, kelewele and light soup for celebrations, with vegan options for every dish on the menu.",
    adminNotes: "Please add your food handler certificate number and the boroughs you deliver to.",
  },
  {
    email: "zoe@example.com",
    status: "rejected",
    businessName: "Zo",
    cuisineTags: ["Fusion"],
    serviceArea: "NY",
    description:
      "Experimental fusion tasting menus for private dinners with a rotating weekly theme and wine pairings.",
    adminNotes: "We only list caterers who serve trays for groups; tasting menus are out of scope.",
  },
  {
    email: "sam@example.com",
    status: "approved",
    businessName: "Smokehouse Sam's",
    cuisineTags: ["Southern", "BBQ"],
    serviceArea: "Yonkers, NY",
    description:
      "Texas-meets-Carolina barbecue smoked for fourteen hours over hickory, with all the sides a backyard party needs.",
  },
];

/** Days (from today) each demo caterer does not cook, so the calendar shows both kinds. */
const CLOSED_EVERY = 7;

export async function seedDemoData(db: PrismaClient, today: string = todayIso()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();

  const owners: SeedUser[] = DEMO_CATERERS.map((c) => ({ ...c.owner, role: "caterer" }));
  const guests: SeedUser[] = REVIEW_GUESTS.map((g) => ({ ...g, role: "user" }));
  for (const person of [...PEOPLE, ...owners, ...guests]) {
    const data = {
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      phone: person.phone ?? null,
      isActive: true,
      emailVerified: true,
    };
    const user = await db.user.upsert({
      where: { email: person.email },
      create: { email: person.email, passwordHash, ...data },
      update: data,
    });
    userIds.set(person.email, user.id);
  }

  const catererIds = new Map<string, number>();
  const dishes = new Map<string, { id: number; medium: string; large: string }>();
  for (const c of DEMO_CATERERS) {
    const userId = userIds.get(c.owner.email)!;
    const data = {
      name: c.name,
      cuisine: c.cuisine,
      description: c.description,
      rating: c.rating,
      imageUrl: `/images/caterers/${c.slug}.svg`,
      location: c.location,
      ...deliveryColumns(c),
    };
    const caterer = await db.caterer.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
    });
    catererIds.set(c.slug, caterer.id);
    await seedDeliveryZones(db, caterer.id, c);
    // The ZIPs it reaches, as the Kitchen Settings save writes them (rewritten each time).
    await refreshKitchenReach(db, caterer.id);

    for (const d of c.dishes) {
      const dishData = {
        description: d.description,
        category: d.category,
        dietaryTags: d.dietaryTags ?? [],
        spiceLevel: d.spiceLevel ? spiceToDb(d.spiceLevel) : null,
        ingredients: d.ingredients,
        allergens: d.allergens ?? [],
        // Every demo dish declares the nine (docs/product-rules.md §13): what its allergen
        // notes and ingredients name, unless the catalogue states them outright.
        majorAllergens:
          d.majorAllergens ?? detectMajorAllergens([...(d.allergens ?? []), ...d.ingredients]),
        allergensDeclared: true,
        imageUrls: [`/images/dishes/${d.image}.svg`],
        mediumTrayPrice: d.medium,
        largeTrayPrice: d.large,
        isPopular: d.popular ?? false,
        isSignatureDish: d.signature ?? false,
        preparationTime: d.prep ?? 30,
        servingSize: d.serving ?? null,
      };
      const existing = await db.dish.findFirst({ where: { catererId: caterer.id, name: d.name } });
      const saved = existing
        ? await db.dish.update({ where: { id: existing.id }, data: dishData })
        : await db.dish.create({ data: { catererId: caterer.id, name: d.name, ...dishData } });
      dishes.set(`${c.slug}/${d.name}`, { id: saved.id, medium: d.medium, large: d.large });
    }

    for (let offset = 1; offset <= 60; offset++) {
      const date = isoToUtcDate(addDaysIso(today, offset));
      const closed = (offset + c.slug.length) % CLOSED_EVERY === 0;
      const availability = {
        isAvailable: !closed,
        maxOrders: 5,
        notes: closed ? "Kitchen closed" : null,
      };
      await db.availability.upsert({
        where: { catererId_date: { catererId: caterer.id, date } },
        create: { catererId: caterer.id, date, ...availability },
        update: availability,
      });
    }
  }

  for (const c of DEMO_CATERERS) {
    await seedDemoReviews(db, today, c, catererIds.get(c.slug)!, dishes, userIds);
  }

  const admin = userIds.get("admin@example.com")!;
  for (const b of BOOKINGS) {
    const catererId = catererIds.get(b.caterer)!;
    const dish = dishes.get(`${b.caterer}/${b.dish}`)!;
    const customer = PEOPLE.find((p) => p.email === b.customer)!;
    const eventDate = isoToUtcDate(addDaysIso(today, b.dayOffset));
    const totalPrice = bookingTotalCents(
      { mediumTrayPrice: dish.medium, largeTrayPrice: dish.large },
      b.traySize,
      b.quantity,
    );
    const paid = b.paymentStatus === "paid" || b.paymentStatus === "refunded";
    const data = {
      userId: userIds.get(b.customer)!,
      dishId: dish.id,
      customerName: `${customer.firstName} ${customer.lastName}`,
      customerPhone: customer.phone ?? null,
      eventTime: b.time,
      traySize: b.traySize,
      quantity: b.quantity,
      specialRequests: b.specialRequests ?? null,
      status: b.status,
      statusComments: b.statusComments ?? null,
      statusUpdatedBy: b.status === "pending" ? null : admin,
      lastStatusUpdate: b.status === "pending" ? null : isoToUtcDate(addDaysIso(today, -1)),
      totalPrice,
      paymentStatus: b.paymentStatus,
      paymentAmount: paid ? totalPrice : null,
      paidAt: paid ? isoToUtcDate(addDaysIso(today, -2)) : null,
    };
    const key = { catererId, customerEmail: b.customer, eventDate, dishName: b.dish };
    const existing = await db.booking.findFirst({ where: key });
    const saved = existing
      ? await db.booking.update({ where: { id: existing.id }, data })
      : await db.$transaction((tx) => insertOneLineOrder(tx, { ...key, ...data }));
    if (paid) await recordDemoPayment(db, saved.id, totalPrice, b.paymentStatus === "refunded");
  }

  // Each booking holds its tray units (docs/product-rules.md §11).
  await db.$executeRaw`
    UPDATE "bookings" b
    SET "trayUnits" = b."quantity" * CASE WHEN b."traySize" = 'large' THEN c."largeTrayWeight" ELSE 1 END
    FROM "caterers" c WHERE c."id" = b."catererId"`;
  // Each order with an open line holds one slot of its date, each open line its trays
  // (docs/product-rules.md §4, §20).
  await resyncAllOrders(db);
  await db.$executeRaw`
    INSERT INTO "availability" ("catererId", "date", "isAvailable", "maxOrders", "currentOrders", "currentTrays", "updatedAt")
    SELECT b."catererId", b."eventDate", true, GREATEST(5, count(DISTINCT b."orderId")),
      count(DISTINCT b."orderId"), sum(b."trayUnits"), now()
    FROM "bookings" b WHERE b."status" <> 'cancelled'
    GROUP BY b."catererId", b."eventDate"
    ON CONFLICT ("catererId", "date") DO UPDATE
      SET "currentOrders" = EXCLUDED."currentOrders",
          "currentTrays" = EXCLUDED."currentTrays",
          "maxOrders" = GREATEST("availability"."maxOrders", EXCLUDED."currentOrders")`;
  await db.$executeRaw`
    UPDATE "availability" a SET "currentOrders" = 0, "currentTrays" = 0
    WHERE NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."catererId" = a."catererId"
      AND b."eventDate" = a."date" AND b."status" <> 'cancelled')
      AND (a."currentOrders" <> 0 OR a."currentTrays" <> 0)`;

  for (const a of APPLICATIONS) {
    const userId = userIds.get(a.email)!;
    const submitted = a.status !== "draft";
    const reviewed = ["approved", "rejected", "changes_requested"].includes(a.status);
    const data = {
      businessName: a.businessName,
      cuisineTags: a.cuisineTags,
      serviceArea: a.serviceArea,
      description: a.description,
      phone: a.phone ?? null,
      termsAccepted: submitted,
      status: a.status,
      adminNotes: a.adminNotes ?? null,
      submittedAt: submitted ? isoToUtcDate(addDaysIso(today, -10)) : null,
      reviewedBy: reviewed ? admin : null,
      reviewedAt: reviewed ? isoToUtcDate(addDaysIso(today, -3)) : null,
    };
    await db.catererApplication.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
    });
  }

  return {
    users: userIds.size,
    caterers: catererIds.size,
    dishes: dishes.size,
    bookings: BOOKINGS.length,
  };
}

/** True when the database holds no users yet (first start). */
export async function isDatabaseEmpty(db: PrismaClient) {
  return (await db.user.count()) === 0;
}

/** A demo kitchen's delivery area columns: the ZIP with its centroid (product-rules §23). */
function deliveryColumns(c: DemoCaterer) {
  const place = c.delivery ? zipcodes.lookup(c.delivery.zipCode) : undefined;
  if (c.delivery && !place) throw new Error(`Unknown demo ZIP ${c.delivery.zipCode}`);
  return {
    zipCode: c.delivery?.zipCode ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    minOrderCents: c.delivery?.minOrderCents ?? null,
    offersPickup: c.delivery?.offersPickup ?? false,
    pickupNote: c.delivery?.pickupNote ?? null,
  };
}

/** The kitchen's zones as the catalogue says; left alone when they already are (idempotent). */
async function seedDeliveryZones(db: PrismaClient, catererId: number, c: DemoCaterer) {
  const wanted = (c.delivery?.zones ?? []).map((z) => ({
    zipCodes: z.zipCodes ?? [],
    radiusMiles: z.radiusMiles ?? null,
    feeCents: z.feeCents,
  }));
  const existing = await db.deliveryZone.findMany({ where: { catererId }, orderBy: { id: "asc" } });
  const same =
    existing.length === wanted.length &&
    existing.every(
      (z, i) =>
        z.zipCodes.join() === wanted[i]!.zipCodes.join() &&
        (z.radiusMiles === null ? null : Number(z.radiusMiles)) === wanted[i]!.radiusMiles &&
        z.feeCents === wanted[i]!.feeCents,
    );
  if (same) return;
  await db.deliveryZone.deleteMany({ where: { catererId } });
  await db.deliveryZone.createMany({ data: wanted.map((z) => ({ catererId, ...z })) });
}
