// Thirty curl commands as people copy them from API documentation, browser devtools and
// terminals. curl.test.ts runs each with the real curl against a local server (the origin swapped
// for it) and checks that importing, and exporting again as cURL, fetch and Python, send the same.

export type CurlFixture = {
  name: string;
  command: string;
  /** Files the command reads (-F name=@file), created in the working directory. */
  files?: Record<string, string>;
  /** Warnings the import must give (a browser cannot do it); such commands are not run. */
  warns?: RegExp[];
};

export const curlCommands: CurlFixture[] = [
  {
    name: 'GitHub REST: list issues with an API version header',
    command: `curl -L \\
  -H "Accept: application/vnd.github+json" \\
  -H "Authorization: Bearer ghp_16C7e42F292c6912E7710c838347Ae178B4a" \\
  -H "X-GitHub-Api-Version: 2022-11-28" \\
  "https://api.github.com/repos/octocat/hello-world/issues?state=open&per_page=5"`,
  },
  {
    name: 'GitHub REST: create an issue with a JSON body',
    command: `curl -L \\
  -X POST \\
  -H "Accept: application/vnd.github+json" \\
  -H "Authorization: Bearer <YOUR-TOKEN>" \\
  https://api.github.com/repos/OWNER/REPO/issues \\
  -d '{"title":"Found a bug","body":"I'"'"'m having a problem with this.","assignees":["octocat"],"labels":["bug"]}'`,
  },
  {
    name: 'Stripe: create a customer with -u and form fields',
    command: `curl https://api.stripe.com/v1/customers \\
  -u "sk_test_4eC39HqLyjWDarjtT1zdp7dc:" \\
  -d name="Jenny Rosen" \\
  --data-urlencode email="jenny.rosen@example.com" \\
  -d "metadata[order_id]"=6735`,
  },
  {
    name: 'Twilio: send an SMS with --data-urlencode',
    command: `curl -X POST "https://api.twilio.com/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages.json" \\
--data-urlencode "Body=Hi there & welcome! 100% ready?" \\
--data-urlencode "From=+15017122661" \\
--data-urlencode "To=+15558675310" \\
-u ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:your_auth_token`,
  },
  {
    name: 'Slack: post a message to an incoming webhook',
    command: `curl -X POST -H 'Content-type: application/json' --data '{"text":"Hello, World!"}' https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`,
  },
  {
    name: 'OpenAI: chat completion with a multi-line JSON body',
    command: `curl https://api.openai.com/v1/chat/completions \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $OPENAI_API_KEY" \\
  -d '{
    "model": "gpt-4o-mini",
    "messages": [{"role": "user", "content": "Say this is a test!"}],
    "temperature": 0.7
  }'`,
  },
  {
    name: 'Chrome devtools "Copy as cURL (bash)" with $\'…\' quoting and --compressed',
    command: `curl 'https://www.example.com/api/graphql?op=Search' \\
  -H 'accept: */*' \\
  -H 'accept-language: en-GB,en;q=0.9' \\
  -H 'content-type: application/json' \\
  -H 'cookie: session=abc123; theme=dark' \\
  -H 'origin: https://www.example.com' \\
  -H 'referer: https://www.example.com/search?q=shoes' \\
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36' \\
  --data-raw $'{"query":"query Search($q: String!) {\\\\n  search(q: $q) { id }\\\\n}","variables":{"q":"it\\'s red"}}' \\
  --compressed`,
  },
  {
    name: 'Firefox "Copy as cURL" with --data-raw form data',
    command: `curl 'https://shop.example.com/cart/add' -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' -H 'Accept: text/html' -H 'Content-Type: application/x-www-form-urlencoded' --data-raw 'product_id=42&quantity=2&note=gift+wrap%21'`,
  },
  {
    name: 'Elasticsearch: create an index with -XPUT and a JSON body',
    command: `curl -XPUT "http://search.internal.example:9201/products" -H 'Content-Type: application/json' -d'
{
  "settings": { "number_of_shards": 1 },
  "mappings": { "properties": { "name": { "type": "text" } } }
}
'`,
  },
  {
    name: 'Search with -G and --data-urlencode into the query',
    command: `curl -G https://api.example.com/search --data-urlencode "q=hello world & more" --data-urlencode "lang=fr" -d limit=10`,
  },
  {
    name: 'Upload a file and a field with -F',
    command: `curl -F "file=@report.csv" -F "title=Monthly report" https://upload.example.com/files`,
    files: { 'report.csv': 'month,total\njan,10\nfeb,12\n' },
  },
  {
    name: 'Slack files.upload with -F and a token field',
    command: `curl -F file=@notes.txt -F "initial_comment=Shakes the cat" -F channels=C024BE91L -H "Authorization: Bearer xoxb-xxxxxxxxx-xxxx" https://slack.com/api/files.upload`,
    files: { 'notes.txt': 'meow' },
  },
  {
    name: 'HEAD request with -I',
    command: `curl -I https://cdn.example.com/assets/app.js`,
  },
  {
    name: 'DELETE with a bearer token',
    command: `curl --request DELETE --url https://api.example.com/v2/users/1234 --header 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo'`,
  },
  {
    name: 'PATCH with JSON in double quotes and escaped quotes',
    command: `curl -X PATCH https://api.example.com/items/7 -H "Content-Type: application/json" -d "{\\"name\\": \\"Widget \\\\\\"Pro\\\\\\"\\", \\"price\\": 19.99}"`,
  },
  {
    name: 'Cookies, user agent and referer options',
    command: `curl -b "sid=31d4d96e407aad42; lang=en-US" -A "DevForgeBot/1.0" -e https://www.example.com/start https://www.example.com/account`,
  },
  {
    name: "Combined short flags and attached values (-sSL, -XPOST, -H'…')",
    command: `curl -sSL -XPOST -H'X-Request-Id: 7f3a' -H'Content-Type: text/plain' -d'ping' https://api.example.com/echo`,
  },
  {
    name: 'httpsnippet-style long options with --url',
    command: `curl --request POST \\
  --url 'https://api.example.com/v1/orders?expand=items&expand=customer' \\
  --header 'accept: application/json' \\
  --header 'content-type: application/json' \\
  --data '{"sku":"A-1","qty":3}'`,
  },
  {
    name: 'Several -d pieces joined with &',
    command: `curl -d "grant_type=client_credentials" -d "client_id=my-client" -d "client_secret=s3cr%2Ft" https://auth.example.com/oauth/token`,
  },
  {
    name: 'Plain text body with -d and no Content-Type (curl sends it as a form)',
    command: `curl -d 'hello world, no equals sign here' https://api.example.com/notes`,
  },
  {
    name: '--data-binary with an XML body',
    command: `curl -X POST https://soap.example.com/service -H "Content-Type: text/xml; charset=utf-8" -H 'SOAPAction: "urn:GetQuote"' --data-binary '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><GetQuote>ACME</GetQuote></soap:Body></soap:Envelope>'`,
  },
  {
    name: 'A range request with -r',
    command: `curl -r 0-1023 https://downloads.example.com/big.iso -o big.part`,
  },
  {
    name: 'OAuth bearer option and OPTIONS',
    command: `curl -X OPTIONS --oauth2-bearer mF_9.B5f-4.1JqM https://api.example.com/resources -H "Access-Control-Request-Method: PUT"`,
  },
  {
    name: 'Query with percent-encoding, unicode and a repeated key',
    command: `curl "https://maps.example.com/geocode?address=1600%20Amphitheatre%20Pkwy&lang=de&tag=caf%C3%A9&tag=b%C3%A4r&empty="`,
  },
  {
    name: '--json (curl 7.82+)',
    command: `curl --json '{"event":"signup","plan":"pro"}' https://events.example.com/track`,
  },
  {
    name: 'A terminal paste: prompt, timeout and output options, then a pipe',
    command: `$ curl -s --max-time 10 -o /dev/null -w "%{http_code}" -H 'X-Api-Key: abc123' 'https://status.example.com/health?verbose=1' | jq .`,
  },
  {
    name: 'PUT JSON with -u user:password and special characters',
    command: `curl -u 'admin:p@ss:w0rd!' -X PUT -H 'Content-Type: application/json' -d '{"enabled":true,"note":"50% off — today"}' https://admin.example.com/api/flags/beta`,
  },
  {
    name: '--form-string keeps a leading @ literally',
    command: `curl --form-string 'handle=@devforge' -F 'bio=Tools <3' https://social.example.com/profile`,
  },
  {
    name: 'A body read from a file (-d @file) is reported, not guessed',
    command: `curl -X POST -H "Content-Type: application/json" -d @payload.json https://api.example.com/import`,
    warns: [/-d @payload\.json: reads a local file/],
  },
  {
    name: 'An empty header and a header removal',
    command: `curl -H 'X-Empty;' -H 'Accept:' -H 'X-Trace: on' https://api.example.com/ping`,
  },
];
