import { TRAY_SIZES } from "@/lib/constants";

export function TraySizes() {
  return (
    <section className="py-16">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold">Tray Sizes</h2>
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {Object.values(TRAY_SIZES).map((tray) => (
            <div key={tray.label} className="rounded-xl border bg-card p-8 text-center shadow-sm">
              <h3 className="text-xl font-semibold">{tray.label}</h3>
              <p className="mt-2 text-muted-foreground">Perfect for {tray.serves}</p>
              <p className="mt-4 text-2xl font-bold text-primary">
                Starting from ${tray.startingFrom}
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
