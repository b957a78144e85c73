// Stand-ins for the Unity APIs that odr-pack's generated C# (AssetPacks.cs) calls, so that mcs
// type-checks it and mono runs it on Linux, where no Unity is. Written from Unity's Scripting
// API reference (docs.unity3d.com/ScriptReference, Unity 6.3; each type's page is named above
// it): the same names, namespaces, signatures and enum members; not Unity's code. The bodies
// are ours: a "store" in a folder the environment names (ODR_PACK_STAND_IN_PACKS: a build's
// packs folder of .androidpack folders, or one folder per pack); a pack is on the device once
// a file named .downloaded is in its folder, and a download reports Downloading, then
// Completed, through the callback, as Unity's does.
using System;
using System.IO;

namespace UnityEngine
{
    // https://docs.unity3d.com/ScriptReference/CustomYieldInstruction.html
    public abstract class CustomYieldInstruction
    {
        public abstract bool keepWaiting { get; }
    }

    // https://docs.unity3d.com/ScriptReference/AsyncOperation.html
    public class AsyncOperation
    {
        public bool isDone { get; protected set; }
        public float progress { get; protected set; }
        public int priority { get; set; }
        public bool allowSceneActivation { get; set; }
    }

    // https://docs.unity3d.com/ScriptReference/Application.html
    public static class Application
    {
        // https://docs.unity3d.com/ScriptReference/Application-streamingAssetsPath.html
        public static string streamingAssetsPath
        {
            get { return Environment.GetEnvironmentVariable("ODR_PACK_STAND_IN_STREAMING_ASSETS") ?? "StreamingAssets"; }
        }

        // https://docs.unity3d.com/ScriptReference/Application-dataPath.html
        public static string dataPath { get { return "Assets"; } }
    }
}

namespace UnityEngine.Android
{
    // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPackStatus.html
    public enum AndroidAssetPackStatus
    {
        Unknown, Pending, Downloading, Transferring, Completed, Failed, Canceled, WaitingForWifi, NotInstalled
    }

    // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPackError.html
    public enum AndroidAssetPackError
    {
        NoError, AppUnavailable, PackUnavailable, InvalidRequest, DownloadNotFound, ApiNotAvailable, NetworkError,
        AccessDenied, InsufficientStorage, PlayStoreNotFound, NetworkUnrestricted, AppNotOwned, InternalError
    }

    // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPackInfo.html
    public class AndroidAssetPackInfo
    {
        public string name { get; internal set; }
        public AndroidAssetPackStatus status { get; internal set; }
        public ulong size { get; internal set; }
        public ulong bytesDownloaded { get; internal set; }
        public float transferProgress { get; internal set; }
        public AndroidAssetPackError error { get; internal set; }
    }

    // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPackState.html
    public class AndroidAssetPackState
    {
        public string name { get; internal set; }
        public AndroidAssetPackStatus status { get; internal set; }
        public AndroidAssetPackError error { get; internal set; }
    }

    // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPackUseMobileDataRequestResult.html
    public class AndroidAssetPackUseMobileDataRequestResult
    {
        public bool allowed { get; internal set; }
    }

    // https://docs.unity3d.com/ScriptReference/Android.DownloadAssetPackAsyncOperation.html
    public class DownloadAssetPackAsyncOperation : CustomYieldInstruction
    {
        public override bool keepWaiting { get { return false; } }
        public bool isDone { get { return true; } }
        public float progress { get { return 1f; } }
        public string[] downloadedAssetPacks { get; internal set; }
        public string[] downloadFailedAssetPacks { get; internal set; }
    }

    // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.html
    public static class AndroidAssetPacks
    {
        static string Store { get { return Environment.GetEnvironmentVariable("ODR_PACK_STAND_IN_PACKS") ?? "packs"; } }

        // A pack's files: a Unity .androidpack folder's assets, else a folder named as the pack.
        static string Folder(string name)
        {
            var unity = Path.Combine(Store, name + ".androidpack/src/main/assets");
            return Directory.Exists(unity) ? unity : Path.Combine(Store, name);
        }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks-coreUnityAssetPacksDownloaded.html
        public static bool coreUnityAssetPacksDownloaded { get { return true; } }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.DownloadAssetPackAsync.html
        public static void DownloadAssetPackAsync(string[] assetPackNames, Action<AndroidAssetPackInfo> callback)
        {
            foreach (var name in assetPackNames)
            {
                var folder = Folder(name);
                if (!Directory.Exists(folder))
                {
                    callback(new AndroidAssetPackInfo { name = name, status = AndroidAssetPackStatus.Failed, error = AndroidAssetPackError.PackUnavailable });
                    continue;
                }
                callback(new AndroidAssetPackInfo { name = name, status = AndroidAssetPackStatus.Downloading, size = 100, bytesDownloaded = 50 });
                System.IO.File.WriteAllText(Path.Combine(folder, ".downloaded"), "");
                callback(new AndroidAssetPackInfo { name = name, status = AndroidAssetPackStatus.Completed, size = 100, bytesDownloaded = 100, transferProgress = 1f });
            }
        }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.GetAssetPackStateAsync.html
        public static void GetAssetPackStateAsync(string[] assetPackNames, Action<ulong, AndroidAssetPackState[]> callback)
        {
            var states = new AndroidAssetPackState[assetPackNames.Length];
            for (var i = 0; i < states.Length; i++)
            {
                var local = GetAssetPackPath(assetPackNames[i]).Length > 0;
                states[i] = new AndroidAssetPackState { name = assetPackNames[i], status = local ? AndroidAssetPackStatus.Completed : AndroidAssetPackStatus.NotInstalled };
            }
            callback(0, states);
        }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.GetAssetPackPath.html
        public static string GetAssetPackPath(string assetPackName)
        {
            var folder = Folder(assetPackName);
            return System.IO.File.Exists(Path.Combine(folder, ".downloaded")) ? folder : "";
        }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.CancelAssetPackDownload.html
        public static void CancelAssetPackDownload(string[] assetPackNames) { }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.RemoveAssetPack.html
        public static void RemoveAssetPack(string assetPackName) { }

        // https://docs.unity3d.com/ScriptReference/Android.AndroidAssetPacks.RequestToUseMobileDataAsync.html
        public static void RequestToUseMobileDataAsync(Action<AndroidAssetPackUseMobileDataRequestResult> callback)
        {
            callback(new AndroidAssetPackUseMobileDataRequestResult { allowed = true });
        }
    }
}

namespace UnityEngine.iOS
{
    // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResourcesRequest.html
    public sealed class OnDemandResourcesRequest : AsyncOperation, IDisposable
    {
        internal OnDemandResourcesRequest() { isDone = true; progress = 1f; }

        // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResourcesRequest-error.html
        public string error { get { return ""; } }

        // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResourcesRequest-loadingPriority.html
        public float loadingPriority { get; set; }

        // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResourcesRequest.GetResourcePath.html
        public string GetResourcePath(string resourceName) { return "Data/" + resourceName; }

        // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResourcesRequest.Dispose.html
        public void Dispose() { }
    }

    // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResources.html
    public static class OnDemandResources
    {
        // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResources-enabled.html
        public static bool enabled { get { return true; } }

        // https://docs.unity3d.com/ScriptReference/iOS.OnDemandResources.PreloadAsync.html
        public static OnDemandResourcesRequest PreloadAsync(string[] tags) { return new OnDemandResourcesRequest(); }
    }
}
