import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/sprite.generated";

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "search",
    title: "Browse & Select",
    text: "Filter by cuisine, price and dietary preferences.",
  },
  {
    icon: "chef-hat",
    title: "Request & Customize",
    text: "Choose a tray size and request a booking, with direct communication with caterers for special requirements.",
  },
  {
    icon: "truck",
    title: "Enjoy Fresh Food",
    text: "Meals are delivered to the chosen location on the chosen date.",
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-secondary/40 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold">How It Works</h2>
        <ol className="mt-10 grid grid-cols-1 gap-8 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon name={step.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                {i + 1}. {step.title}
              </h3>
              <p className="mt-2 max-w-xs text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
