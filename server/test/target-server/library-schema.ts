import { buildSchema } from 'graphql';

// A small GraphQL API (books and authors) for the GraphQL client's tests: queries with arguments,
// a mutation, an enum, an input type, a deprecated field and descriptions, so introspection,
// completion and validation all have something real to work on.

export const librarySchema = buildSchema(`
  """A book in the library."""
  type Book {
    id: ID!
    title: String!
    year: Int
    genre: Genre!
    author: Author!
    isbn: String @deprecated(reason: "Use identifiers.isbn13")
  }

  type Author {
    id: ID!
    name: String!
    books: [Book!]!
  }

  enum Genre {
    FICTION
    SCIENCE
    HISTORY
  }

  input NewBook {
    title: String!
    authorId: ID!
    year: Int
    genre: Genre = FICTION
  }

  type Query {
    """Books, newest first."""
    books(first: Int = 10, genre: Genre): [Book!]!
    book(id: ID!): Book
    authors: [Author!]!
  }

  type Mutation {
    addBook(input: NewBook!): Book!
  }
`);

type AuthorRow = { id: string; name: string };
type BookRow = { id: string; title: string; year: number; genre: string; authorId: string };

const authors: AuthorRow[] = [
  { id: 'a1', name: 'Ada Lovelace' },
  { id: 'a2', name: 'Alan Turing' },
];
const books: BookRow[] = [
  { id: 'b1', title: 'Notes on the Analytical Engine', year: 1843, genre: 'SCIENCE', authorId: 'a1' },
  { id: 'b2', title: 'Computing Machinery and Intelligence', year: 1950, genre: 'SCIENCE', authorId: 'a2' },
  { id: 'b3', title: 'On Computable Numbers', year: 1936, genre: 'SCIENCE', authorId: 'a2' },
];

function bookView(row: BookRow): Record<string, unknown> {
  return { ...row, isbn: null, author: () => authorView(authors.find((a) => a.id === row.authorId)!) };
}
function authorView(row: AuthorRow): Record<string, unknown> {
  return { ...row, books: () => books.filter((b) => b.authorId === row.id).map(bookView) };
}

export const libraryRoot = {
  books: ({ first, genre }: { first: number; genre?: string }) =>
    books
      .filter((b) => !genre || b.genre === genre)
      .sort((a, b) => b.year - a.year)
      .slice(0, first)
      .map(bookView),
  book: ({ id }: { id: string }) => {
    const row = books.find((b) => b.id === id);
    return row ? bookView(row) : null;
  },
  authors: () => authors.map(authorView),
  addBook: ({ input }: { input: { title: string; authorId: string; year?: number; genre: string } }) => {
    if (!authors.some((a) => a.id === input.authorId)) throw new Error(`No author with id ${input.authorId}`);
    const row = { id: `b${books.length + 1}`, year: input.year ?? new Date().getFullYear(), ...input };
    books.push(row);
    return bookView(row);
  },
};
