// Ports in use by name: what the random port generator avoids and the port lookup names.
//
// Two sources, compact on purpose (the full IANA registry is ~6,000 ports; these are the ones a
// developer's machine is likely to be running):
//
// 1. NETBASE: Debian's /etc/services from netbase 6.4 (27 March 2021), the common entries of IANA's
//    "Service Name and Transport Protocol Port Number Registry" that Debian keeps, as port and first
//    name. Copied from this machine's file: the registry itself could not be downloaded here.
// 2. COMMON: default ports of development servers, databases, brokers and infrastructure that
//    /etc/services leaves out, written from knowledge in November 2026 (several are registered with
//    IANA under other names; what listens there in practice is what matters for picking a port).

export type PortSource = 'netbase' | 'common';
export type NamedPort = { port: number; name: string; source: PortSource };

export const PORT_SOURCES: Record<PortSource, string> = {
  netbase: 'IANA registry, as Debian netbase 6.4 lists it (2021)',
  common: 'common default (not in netbase)',
};

const NETBASE = `
1 tcpmux, 2 nbp, 4 echo, 6 zip, 7 echo, 9 discard, 11 systat, 13 daytime, 15 netstat, 17 qotd, 19 chargen, 20 ftp-data
21 ftp, 22 ssh, 23 telnet, 25 smtp, 37 time, 43 whois, 49 tacacs, 53 domain, 67 bootps, 68 bootpc, 69 tftp, 70 gopher
79 finger, 80 http, 88 kerberos, 102 iso-tsap, 104 acr-nema, 106 poppassd, 110 pop3, 111 sunrpc, 113 auth, 119 nntp
123 ntp, 135 epmap, 137 netbios-ns, 138 netbios-dgm, 139 netbios-ssn, 143 imap2, 161 snmp, 162 snmp-trap, 163 cmip-man
164 cmip-agent, 174 mailq, 177 xdmcp, 179 bgp, 199 smux, 209 qmtp, 210 z3950, 213 ipx, 319 ptp-event, 320 ptp-general
345 pawserv, 346 zserv, 369 rpc2portmap, 370 codaauth2, 371 clearcase, 389 ldap, 427 svrloc, 443 https, 444 snpp
445 microsoft-ds, 464 kpasswd, 465 submissions, 487 saft, 500 isakmp, 512 exec, 513 login, 514 shell, 515 printer
517 talk, 518 ntalk, 520 route, 538 gdomap, 540 uucp, 543 klogin, 544 kshell, 546 dhcpv6-client, 547 dhcpv6-server
548 afpovertcp, 554 rtsp, 563 nntps, 587 submission, 607 nqs, 623 asf-rmcp, 628 qmqp, 631 ipp, 636 ldaps, 646 ldp
655 tinc, 706 silc, 749 kerberos-adm, 750 kerberos4, 751 kerberos-master, 752 passwd-server, 754 krb-prop
775 moira-db, 777 moira-update, 779 moira-ureg, 783 spamd, 853 domain-s, 871 supfilesrv, 873 rsync, 989 ftps-data
990 ftps, 992 telnets, 993 imaps, 995 pop3s, 1080 socks, 1093 proofd, 1094 rootd, 1099 rmiregistry, 1127 supfiledbg
1178 skkserv, 1194 openvpn, 1210 predict, 1236 rmtcfg, 1313 xtel, 1314 xtelw, 1352 lotusnote, 1433 ms-sql-s
1434 ms-sql-m, 1524 ingreslock, 1645 datametrics, 1646 sa-msg-port, 1649 kermit, 1677 groupwise, 1701 l2f, 1812 radius
1813 radius-acct, 2000 cisco-sccp, 2049 nfs, 2086 gnunet, 2101 rtcm-sc104, 2102 zephyr-srv, 2103 zephyr-clt
2104 zephyr-hm, 2119 gsigatekeeper, 2121 iprop, 2135 gris, 2401 cvspserver, 2430 venus, 2431 venus-se, 2432 codasrv
2433 codasrv-se, 2583 mon, 2600 zebrasrv, 2601 zebra, 2602 ripd, 2603 ripngd, 2604 ospfd, 2605 bgpd, 2606 ospf6d
2607 ospfapi, 2608 isisd, 2628 dict, 2792 f5-globalsite, 2811 gsiftp, 2947 gpsd, 3050 gds-db, 3130 icpv2, 3205 isns
3260 iscsi-target, 3306 mysql, 3389 ms-wbt-server, 3493 nut, 3632 distcc, 3689 daap, 3690 svn, 4031 suucp, 4094 sysrqd
4190 sieve, 4353 f5-iquery, 4369 epmd, 4373 remctl, 4460 ntske, 4500 ipsec-nat-t, 4557 fax, 4559 hylafax, 4569 iax
4691 mtn, 4899 radmin-port, 4949 munin, 5060 sip, 5061 sip-tls, 5222 xmpp-client, 5269 xmpp-server, 5308 cfengine
5353 mdns, 5432 postgresql, 5555 rplay, 5556 freeciv, 5666 nrpe, 5667 nsca, 5671 amqps, 5672 amqp, 5680 canna
6000 x11, 6001 x11-1, 6002 x11-2, 6003 x11-3, 6004 x11-4, 6005 x11-5, 6006 x11-6, 6007 x11-7, 6346 gnutella-svc
6347 gnutella-rtr, 6379 redis, 6444 sge-qmaster, 6445 sge-execd, 6446 mysql-proxy, 6514 syslog-tls, 6566 sane-port
6667 ircd, 6696 babel, 6697 ircs-u, 7000 bbs, 7001 afs3-callback, 7002 afs3-prserver, 7003 afs3-vlserver
7004 afs3-kaserver, 7005 afs3-volser, 7007 afs3-bos, 7008 afs3-update, 7009 afs3-rmtsys, 7100 font-service
8021 zope-ftp, 8080 http-alt, 8081 tproxy, 8088 omniorb, 8140 puppet, 8990 clc-build-daemon, 9098 xinetd
9101 bacula-dir, 9102 bacula-fd, 9103 bacula-sd, 9418 git, 9667 xmms2, 9673 zope, 10000 webmin, 10050 zabbix-agent
10051 zabbix-trapper, 10080 amanda, 10081 kamanda, 10082 amandaidx, 10083 amidxtape, 10809 nbd, 11112 dicom, 11371 hkp
17001 sgi-cmsd, 17002 sgi-crsd, 17003 sgi-gcd, 17004 sgi-cad, 17500 db-lsp, 22125 dcap, 22128 gsidcap, 22273 wnn6
24554 binkp, 27374 asp, 30865 csync2, 57000 dircproxy, 60177 tfido, 60179 fido
`;

const COMMON = `
1025 MailHog/Mailpit SMTP, 1521 Oracle Database, 1883 MQTT, 2181 ZooKeeper, 2375 Docker API, 2376 Docker API (TLS),
2377 Docker Swarm, 2379 etcd client, 2380 etcd peer, 3000 Node/Grafana/Rails dev server, 3001 dev server,
4000 Phoenix/Jekyll dev server, 4200 Angular dev server, 4318 OpenTelemetry OTLP/HTTP, 4317 OpenTelemetry OTLP/gRPC,
4566 LocalStack, 5000 Flask/Docker registry, 5001 dev server, 5005 Java debugger, 5173 Vite dev server,
5174 Vite dev server, 5500 Live Server, 5601 Kibana, 5672 RabbitMQ, 5900 VNC, 5984 CouchDB, 6006 Storybook/TensorBoard,
6443 Kubernetes API, 6831 Jaeger agent, 7000 Cassandra, 7474 Neo4j HTTP, 7687 Neo4j Bolt, 8000 dev server (Django, http.server),
8001 kubectl proxy, 8025 MailHog/Mailpit web, 8086 InfluxDB, 8200 Vault, 8443 HTTPS alternate, 8500 Consul,
8787 RStudio Server, 8888 Jupyter, 9000 PHP-FPM/MinIO/SonarQube, 9001 MinIO console, 9042 Cassandra CQL, 9090 Prometheus,
9091 Pushgateway, 9092 Kafka, 9093 Alertmanager, 9100 Node exporter, 9200 Elasticsearch/OpenSearch, 9229 Node.js inspector,
9300 Elasticsearch transport, 9411 Zipkin, 9443 Portainer, 10250 kubelet, 11211 Memcached, 15672 RabbitMQ management,
16686 Jaeger UI, 19999 Netdata, 24224 Fluentd, 25565 Minecraft, 26257 CockroachDB, 27017 MongoDB, 27018 MongoDB shard,
28015 RethinkDB, 50051 gRPC examples
`;

function parse(text: string, source: PortSource): NamedPort[] {
  return text
    .split(/,|\n/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const space = entry.indexOf(' ');
      return { port: Number(entry.slice(0, space)), name: entry.slice(space + 1), source };
    });
}

/** Every named port, netbase's name first where both lists have one. */
export const NAMED_PORTS: ReadonlyMap<number, NamedPort> = new Map(
  [...parse(COMMON, 'common'), ...parse(NETBASE, 'netbase')].map((entry) => [entry.port, entry] as const),
);
