package main

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// pki is the TLS and token material of one sandbox directory.
type pki struct {
	dir string
}

func (p pki) path(name string) string { return filepath.Join(p.dir, "pki", name) }

// ensure creates every file that is missing: a CA, the API server's serving
// certificate, an admin client certificate (O=system:masters), the static
// token file (an admin token and a non-admin "viewer" token) and the
// service-account signing key pair. Existing files are kept so that a
// kubeconfig written by an earlier run stays valid.
func (p pki) ensure() error {
	if err := os.MkdirAll(filepath.Join(p.dir, "pki"), 0o700); err != nil {
		return err
	}
	if !exists(p.path("ca.crt")) || !exists(p.path("ca.key")) {
		key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		if err != nil {
			return err
		}
		tmpl := &x509.Certificate{
			Subject:               pkix.Name{CommonName: "mado-sandbox-ca"},
			KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature | x509.KeyUsageCRLSign,
			BasicConstraintsValid: true,
			IsCA:                  true,
		}
		if err := writeCert(p.path("ca"), tmpl, nil, key, key); err != nil {
			return err
		}
	}
	ca, caKey, err := loadPair(p.path("ca"))
	if err != nil {
		return err
	}
	if !exists(p.path("apiserver.crt")) {
		key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		if err != nil {
			return err
		}
		tmpl := &x509.Certificate{
			Subject:     pkix.Name{CommonName: "kube-apiserver"},
			KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment,
			ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
			DNSNames:    []string{"localhost", "kubernetes", "kubernetes.default", "kubernetes.default.svc"},
			IPAddresses: []net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("10.0.0.1")},
		}
		if err := writeCert(p.path("apiserver"), tmpl, ca, key, caKey); err != nil {
			return err
		}
	}
	if !exists(p.path("admin.crt")) {
		key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		if err != nil {
			return err
		}
		tmpl := &x509.Certificate{
			Subject:     pkix.Name{CommonName: "mado-admin", Organization: []string{"system:masters"}},
			KeyUsage:    x509.KeyUsageDigitalSignature,
			ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
		}
		if err := writeCert(p.path("admin"), tmpl, ca, key, caKey); err != nil {
			return err
		}
	}
	if !exists(p.path("tokens.csv")) {
		admin, viewer := randomToken(), randomToken()
		// token,user,uid,"group1,group2"
		body := fmt.Sprintf("%s,mado-token-admin,mado-token-admin,\"system:masters\"\n%s,mado-viewer,mado-viewer\n", admin, viewer)
		if err := os.WriteFile(p.path("tokens.csv"), []byte(body), 0o600); err != nil {
			return err
		}
		if err := os.WriteFile(p.path("admin.token"), []byte(admin), 0o600); err != nil {
			return err
		}
		if err := os.WriteFile(p.path("viewer.token"), []byte(viewer), 0o600); err != nil {
			return err
		}
	}
	if !exists(p.path("sa.key")) {
		key, err := rsa.GenerateKey(rand.Reader, 2048)
		if err != nil {
			return err
		}
		der, err := x509.MarshalPKCS8PrivateKey(key)
		if err != nil {
			return err
		}
		pub, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
		if err != nil {
			return err
		}
		if err := writePEM(p.path("sa.key"), "PRIVATE KEY", der, 0o600); err != nil {
			return err
		}
		if err := writePEM(p.path("sa.pub"), "PUBLIC KEY", pub, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func randomToken() string {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func writePEM(path, typ string, der []byte, mode os.FileMode) error {
	return os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}), mode)
}

// writeCert signs tmpl with parent/parentKey (self-signed when parent is nil)
// and writes base.crt and base.key.
func writeCert(base string, tmpl *x509.Certificate, parent *x509.Certificate, key *ecdsa.PrivateKey, parentKey crypto.Signer) error {
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	if err != nil {
		return err
	}
	tmpl.SerialNumber = serial
	tmpl.NotBefore = time.Now().Add(-time.Hour)
	tmpl.NotAfter = time.Now().Add(10 * 365 * 24 * time.Hour)
	if parent == nil {
		parent = tmpl
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, &key.PublicKey, parentKey)
	if err != nil {
		return err
	}
	keyDer, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return err
	}
	if err := writePEM(base+".key", "EC PRIVATE KEY", keyDer, 0o600); err != nil {
		return err
	}
	return writePEM(base+".crt", "CERTIFICATE", der, 0o644)
}

func loadPair(base string) (*x509.Certificate, *ecdsa.PrivateKey, error) {
	certPEM, err := os.ReadFile(base + ".crt")
	if err != nil {
		return nil, nil, err
	}
	keyPEM, err := os.ReadFile(base + ".key")
	if err != nil {
		return nil, nil, err
	}
	cb, _ := pem.Decode(certPEM)
	kb, _ := pem.Decode(keyPEM)
	if cb == nil || kb == nil {
		return nil, nil, errors.New("bad PEM in " + base)
	}
	cert, err := x509.ParseCertificate(cb.Bytes)
	if err != nil {
		return nil, nil, err
	}
	key, err := x509.ParseECPrivateKey(kb.Bytes)
	if err != nil {
		return nil, nil, err
	}
	return cert, key, nil
}

// clientCert issues a client certificate signed by the sandbox CA of --dir.
func clientCert(args []string) int {
	var dir, user, out string
	var groups []string
	expired := false
	for i := 0; i < len(args); i++ {
		next := func() string {
			if i+1 >= len(args) {
				fmt.Fprintf(os.Stderr, "mado-sandbox: %s needs a value\n", args[i])
				os.Exit(2)
			}
			i++
			return args[i]
		}
		switch args[i] {
		case "--dir":
			dir = next()
		case "--user":
			user = next()
		case "--group":
			groups = append(groups, next())
		case "--out":
			out = next()
		case "--expired":
			expired = true
		default:
			fmt.Fprintf(os.Stderr, "mado-sandbox: unknown argument %q\n", args[i])
			return 2
		}
	}
	if dir == "" || user == "" || out == "" {
		fmt.Fprintln(os.Stderr, "mado-sandbox: client-cert needs --dir, --user and --out")
		return 2
	}
	p := pki{dir}
	ca, caKey, err := loadPair(p.path("ca"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	tmpl := &x509.Certificate{
		Subject:     pkix.Name{CommonName: user, Organization: groups},
		KeyUsage:    x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
	}
	if err := writeCert(out, tmpl, ca, key, caKey); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	if expired {
		// Re-sign with a validity window that ended yesterday.
		tmpl.NotBefore = time.Now().Add(-72 * time.Hour)
		tmpl.NotAfter = time.Now().Add(-24 * time.Hour)
		der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
			return 1
		}
		if err := writePEM(out+".crt", "CERTIFICATE", der, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
			return 1
		}
	}
	return 0
}
