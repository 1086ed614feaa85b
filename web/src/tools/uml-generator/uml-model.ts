// The class-diagram model every language's extractor produces and both text formats are written from.

export type Visibility = 'public' | 'private' | 'protected' | 'package';
export type UmlParameter = { name: string; type?: string };

export type UmlMember = {
  kind: 'field' | 'method';
  name: string;
  visibility: Visibility;
  /** A field's type, a method's return type (absent where the language has none written). */
  type?: string;
  parameters?: UmlParameter[];
  isStatic: boolean;
  isAbstract: boolean;
  isConstructor?: boolean;
};

export type UmlTypeKind = 'class' | 'interface' | 'enum' | 'struct' | 'record';

export type UmlType = {
  name: string;
  kind: UmlTypeKind;
  isAbstract: boolean;
  /** Type parameters as written ("T", "K, V"). */
  generics?: string;
  members: UmlMember[];
  enumValues: string[];
  /** Superclasses (several in Python and C++). */
  extends: string[];
  /** Implemented interfaces. */
  implements: string[];
  /** 1-based line of the declaration. */
  line: number;
};

export type RelationKind = 'inheritance' | 'realization' | 'association';

export type UmlRelation = {
  kind: RelationKind;
  /** The subtype, or the type holding the field. */
  from: string;
  /** The supertype or interface, or the field's type. */
  to: string;
  /** The fields behind an association. */
  label?: string;
  /** "*" when the field holds many (an array, a list, a set…). */
  many?: boolean;
};

export type UmlModel = { types: UmlType[]; relations: UmlRelation[] };
