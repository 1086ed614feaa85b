import type { UmlLanguage } from './extract';

/** A small class model per language: inheritance, an interface, an enum and associations. */
export const examples: Record<UmlLanguage, string> = {
  typescript: `interface Shape {
  area(): number;
}

abstract class Figure implements Shape {
  protected static count = 0;
  constructor(public readonly name: string, private color: Color) {}
  abstract area(): number;
  describe(): string {
    return \`\${this.name} (\${this.area()})\`;
  }
}

class Circle extends Figure {
  constructor(private radius: number) {
    super('circle', Color.Red);
  }
  area(): number {
    return Math.PI * this.radius ** 2;
  }
}

class Drawing {
  private shapes: Figure[] = [];
  add(shape: Figure): void {
    this.shapes.push(shape);
  }
}

enum Color {
  Red,
  Green,
}
`,
  javascript: `class Account {
  static #nextId = 1;
  constructor(owner) {
    this.id = Account.#nextId++;
    this.owner = owner;
    this.balance = 0;
  }
  deposit(amount) {
    this.balance += amount;
  }
}

class SavingsAccount extends Account {
  constructor(owner, rate) {
    super(owner);
    this.rate = rate;
  }
  addInterest() {
    this.deposit(this.balance * this.rate);
  }
}
`,
  python: `from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...


class Circle(Shape):
    def __init__(self, radius: float):
        self.radius = radius
        self._cache: dict[str, float] = {}

    def area(self) -> float:
        return 3.14159 * self.radius ** 2


class Drawing:
    def __init__(self, shapes: list[Shape]):
        self.shapes = shapes

    def add(self, shape: Shape) -> None:
        self.shapes.append(shape)
`,
  java: `interface Shape {
    double area();
}

abstract class Figure implements Shape {
    protected static int count = 0;
    private final String name;

    protected Figure(String name) { this.name = name; }

    public abstract double area();
}

class Circle extends Figure {
    private double radius;

    Circle(double radius) { super("circle"); this.radius = radius; }

    public double area() { return Math.PI * radius * radius; }
}

class Drawing {
    private java.util.List<Figure> figures;
    public void add(Figure figure) { figures.add(figure); }
}
`,
  csharp: `public interface IShape
{
    double Area();
}

public abstract class Figure : IShape
{
    protected static int Count = 0;
    public string Name { get; }

    protected Figure(string name) { Name = name; }

    public abstract double Area();
}

public class Circle : Figure
{
    private readonly double radius;

    public Circle(double radius) : base("circle") { this.radius = radius; }

    public override double Area() => Math.PI * radius * radius;
}

public class Drawing
{
    private List<Figure> figures = new();
}
`,
  cpp: `#include <string>
#include <vector>

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
};

class Circle : public Shape {
public:
    explicit Circle(double radius);
    double area() const override;
private:
    double radius;
};

class Drawing {
public:
    void add(Shape* shape);
private:
    std::vector<Shape*> shapes;
    static int count;
};
`,
};
