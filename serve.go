// Command elephant-site serves the Elephant site from site/static on a local address.
package main

import (
	"flag"
	"log"
	"net/http"
	"os"

	"github.com/elephant-chess/elephant/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "site/static", "directory of the site's files")
	flag.Parse()
	log.Printf("serving %s on http://%s", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, site.Handler(os.DirFS(*dir))))
}
