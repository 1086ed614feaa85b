// The model written as Mermaid classDiagram and as PlantUML text.
import type { UmlMember, UmlModel, UmlType, Visibility } from './uml-model';

const visibilitySign: Record<Visibility, string> = { public: '+', private: '-', protected: '#', package: '~' };

/** Mermaid writes generics with tildes: List<Item> → List~Item~. */
function mermaidType(type: string): string {
  return type.replace(/</g, '~').replace(/>/g, '~');
}

/** Characters Mermaid's class-member grammar chokes on, made harmless. */
function mermaidSafe(text: string): string {
  return text
    .replace(/[{}"`;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function mermaidMember(member: UmlMember): string {
  const sign = visibilitySign[member.visibility];
  if (member.kind === 'field') {
    const type = member.type ? `${mermaidType(member.type)} ` : '';
    return mermaidSafe(`${sign}${type}${member.name}`) + (member.isStatic ? '$' : '');
  }
  const params = (member.parameters ?? []).map((p) => (p.type ? `${p.name}: ${mermaidType(p.type)}` : p.name)).join(', ');
  // The classifier (* abstract, $ static) goes last, after the return type.
  const classifier = member.isAbstract ? '*' : member.isStatic ? '$' : '';
  const returns = member.type ? ` ${mermaidType(member.type)}` : '';
  return mermaidSafe(`${sign}${member.name}(${params})${returns}`) + classifier;
}

function stereotype(type: UmlType): string | null {
  if (type.kind === 'interface') return 'interface';
  if (type.kind === 'enum') return 'enumeration';
  if (type.kind === 'struct') return 'struct';
  if (type.kind === 'record') return 'record';
  return type.isAbstract ? 'abstract' : null;
}

export function toMermaid(model: UmlModel): string {
  const lines = ['classDiagram'];
  for (const type of model.types) {
    const name = type.generics ? `${type.name}~${mermaidSafe(type.generics.replace(/[<>]/g, ''))}~` : type.name;
    const body = [
      ...(stereotype(type) ? [`<<${stereotype(type)}>>`] : []),
      ...type.enumValues.map(mermaidSafe),
      ...type.members.map(mermaidMember),
    ];
    if (body.length === 0) lines.push(`  class ${name}`);
    else lines.push(`  class ${name} {`, ...body.map((l) => `    ${l}`), '  }');
  }
  for (const r of model.relations) {
    if (r.kind === 'inheritance') lines.push(`  ${r.to} <|-- ${r.from}`);
    else if (r.kind === 'realization') lines.push(`  ${r.to} <|.. ${r.from}`);
    else lines.push(`  ${r.from} -->${r.many ? ' "*"' : ''} ${r.to}${r.label ? ` : ${mermaidSafe(r.label)}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

function plantMember(member: UmlMember): string {
  const sign = visibilitySign[member.visibility];
  const modifier = member.isAbstract ? '{abstract} ' : member.isStatic ? '{static} ' : '';
  if (member.kind === 'field') return `${sign} ${modifier}${member.name}${member.type ? ` : ${member.type}` : ''}`;
  const params = (member.parameters ?? []).map((p) => (p.type ? `${p.name} : ${p.type}` : p.name)).join(', ');
  return `${sign} ${modifier}${member.name}(${params})${member.type ? ` : ${member.type}` : ''}`;
}

const plantKeyword: Record<UmlType['kind'], string> = {
  class: 'class',
  interface: 'interface',
  enum: 'enum',
  struct: 'struct',
  record: 'class',
};

export function toPlantUml(model: UmlModel): string {
  const lines = ['@startuml', 'skinparam classAttributeIconSize 0'];
  for (const type of model.types) {
    const keyword = type.kind === 'class' && type.isAbstract ? 'abstract class' : plantKeyword[type.kind];
    const name = `${type.name}${type.generics ? `<${type.generics}>` : ''}`;
    const tag = type.kind === 'record' ? ' <<record>>' : '';
    const body = [...type.enumValues, ...type.members.map(plantMember)];
    if (body.length === 0) lines.push(`${keyword} ${name}${tag}`);
    else lines.push(`${keyword} ${name}${tag} {`, ...body.map((l) => `  ${l}`), '}');
  }
  for (const r of model.relations) {
    if (r.kind === 'inheritance') lines.push(`${r.to} <|-- ${r.from}`);
    else if (r.kind === 'realization') lines.push(`${r.to} <|.. ${r.from}`);
    else lines.push(`${r.from} -->${r.many ? ' "*"' : ''} ${r.to}${r.label ? ` : ${r.label}` : ''}`);
  }
  lines.push('@enduml');
  return `${lines.join('\n')}\n`;
}

export type MemberDetail = 'all' | 'public' | 'none';

/** The model with only the members asked for (large diagrams read better with fewer). */
export function withMembers(model: UmlModel, detail: MemberDetail): UmlModel {
  if (detail === 'all') return model;
  return {
    ...model,
    types: model.types.map((t) => ({
      ...t,
      members: detail === 'none' ? [] : t.members.filter((m) => m.visibility === 'public'),
    })),
  };
}
