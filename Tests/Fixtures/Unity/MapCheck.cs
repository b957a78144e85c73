// A check run under mono against the C# a build wrote with --unity-code (UnityCodeTests,
// MapScaleTests): prints every tag's packs and every file's pack as the JSON map has them,
// the names in hex of their UTF-8 bytes, sorted by those bytes. With the argument "request",
// it also requests each tag's packs through AssetPacks.cs (the stand-in store serves them) and
// checks the request's state, progress and file paths. Compiled with UNITY_ANDROID for a Play
// build's PlayAssetPackMap.cs, without for a Background Assets build's AssetPackMap.cs.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using OdrPack;
#if UNITY_ANDROID
using Map = OdrPack.PlayAssetPackMap;
#else
using Map = OdrPack.AssetPackMap;
#endif

static class MapCheck
{
    static string Hex(string text)
    {
        var hex = new StringBuilder();
        foreach (var b in Encoding.UTF8.GetBytes(text)) hex.Append(b.ToString("x2"));
        return hex.ToString();
    }

    static int Utf8Order(string a, string b)
    {
        var x = Encoding.UTF8.GetBytes(a);
        var y = Encoding.UTF8.GetBytes(b);
        for (var i = 0; i < Math.Min(x.Length, y.Length); i++)
        {
            if (x[i] != y[i]) return x[i].CompareTo(y[i]);
        }
        return x.Length.CompareTo(y.Length);
    }

    static void Require(bool condition, string what)
    {
        if (!condition) throw new Exception("check failed: " + what);
    }

    static int Main(string[] args)
    {
        var tags = new List<string>(Map.PacksByTag.Keys);
        tags.Sort(Utf8Order);
        var all = Map.Tag.All;
        Require(all.Count == tags.Count, "Tag.All has every tag");
        for (var i = 0; i < tags.Count; i++)
        {
            Require(all[i].Name == tags[i], "Tag.All is sorted by UTF-8 bytes");
            var tag = Map.Tag.Named(tags[i]);
            Require(tag.HasValue && tag.Value.Equals(all[i]), "Tag.Named finds " + tags[i]);
            Console.WriteLine("tag " + Hex(tags[i]) + " " + string.Join(",", new List<string>(Map.PackNames(tag.Value)).ToArray()));
        }
        Require(!Map.Tag.Named("no such tag").HasValue && Map.PackNames("no such tag").Count == 0, "an unknown tag has no packs");
        var files = new List<string>(Map.Files.Keys);
        files.Sort(Utf8Order);
        foreach (var path in files)
        {
            var file = Map.Files[path];
            Require(Map.PackName(path) == file.Pack, "PackName agrees with Files");
            Console.WriteLine("file " + Hex(path) + " " + file.Pack + " " + file.Size);
        }
        Require(Map.PackName("no/such/file") == null, "a file in no pack has no pack");
        if (args.Length > 0 && args[0] == "request") Request(tags);
        return 0;
    }

    /// Every tag's packs requested: done at once in the stand-in store, progress 1, each file of
    /// the tag's downloadable packs at a path that exists and has the map's size.
    static void Request(List<string> tags)
    {
        foreach (var name in tags)
        {
            var request = AssetPacks.Request(new[] { name });
            Require(request.IsDone && request.Error == null && request.Succeeded, "request of " + name + ": " + request.Error);
            Require(request.Progress == 1f && !request.keepWaiting, "progress of " + name);
            Require(AssetPacks.IsLocal(name), name + " is local after its request");
            foreach (var entry in Map.Files)
            {
                if (Array.IndexOf(request.Packs, entry.Value.Pack) < 0) continue;
                var path = request.GetFilePath(entry.Key);
                if (Map.PackNamed(entry.Value.Pack).IsInstallTime)
                {
                    Require(path == null, "an install-time pack's file has no path");
                    continue;
                }
                Require(path != null && new FileInfo(path).Length == entry.Value.Size, "the file " + entry.Key + " is at " + path);
            }
        }
        var unknown = AssetPacks.Request(new[] { "no such tag" });
        Require(unknown.IsDone && unknown.Error != null && !AssetPacks.IsLocal("no such tag"), "an unknown tag fails");
        Console.WriteLine("requests ok");
    }
}
